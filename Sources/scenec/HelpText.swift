import SceneDiagnostics

/// Help texts, one per command. `scenec help COMMAND` and `scenec COMMAND --help` print them.
enum HelpText {
  static let version = "scenec \(ToolVersion.scenec) (scene format version \(ToolVersion.sceneFormat))"

  static let overview = """
    OVERVIEW: scenec compiles declarative animation scenes (YAML) into static SVG frames,
    with Core Animation's timing semantics.

    USAGE: scenec <command> [options]

    COMMANDS:
      compile     Write one static SVG file per frame, and a manifest
      timeline    Print the flat timeline (one value per frame per changing property) as JSON
      lint        Check scenes for errors and suspicious constructs (for CI)
      rules       List the lint rules (--markdown for docs/rules.md)
      preview     Write a self-contained HTML page that plays the frames
      watch       Compile again whenever the scene file changes
      render      Rasterize the frames: PNG, GIF, APNG, WebP, MP4 or a sprite sheet
      diff        Show what a change of a scene changes on screen
      test        Check the snapshots a scene declares
      import      Turn a Lottie (Bodymovin) JSON file into a scene
      explain     Print the documentation of a lint rule or diagnostic id
      help        Show help for a command

    OPTIONS:
      --help      Show this help
      --version   Show the version

    EXIT STATUS: 0 success, 1 the input has errors (nothing written), 2 bad usage.
    See 'scenec help <command>' for a command's options.

    """

  static let commands: [String: String] = [
    "preview": PreviewCommand.help,
    "watch": WatchCommand.help,
    "render": RenderCommand.help,
    "diff": DiffCommand.help,
    "test": TestCommand.help,
    "import": ImportCommand.help,
    "compile": """
      USAGE: scenec compile SCENE.yaml [-o DIR] [--fps N] [--frames A-B] [--at T]
                            [--precision N] [--jobs N] [--text text|outlines]

      Writes frame-00000.svg … and manifest.json into DIR (default: out/<scene name>).
      Nothing is written when the scene has errors; frames are written to a temporary folder
      and moved into place, and frames of an earlier run that are not part of this output are
      removed.

      OPTIONS:
        -o, --output PATH   Output folder (with --at: output file; default standard output)
        --fps N             Frames per second, 1…240, e.g. 30 or 29.97 (default: the scene's)
        --frames A-B        Write only frames A through B (0-based, inclusive), or one frame A
        --at T              Write the single frame at time T (seconds, or e.g. 300ms)
        --precision N       Decimals in numbers, 0…10 (default 3)
        --jobs N            Frames rendered in parallel (default: the number of cores)
        --text MODE         text: <text> elements (default); outlines: glyphs as paths,
                            the same in every renderer and needing no installed font
        --quiet             Print errors only (no lint warnings, progress or summary line)

      Text is laid out with the installed font fontconfig picks for each family; a family
      that is not installed is a warning naming the font drawn instead, and the manifest
      lists the fonts used.

      Prints the scene's lint warnings and one summary line (frames, bytes, folder, time);
      on a terminal, a progress line while it works.

      EXAMPLE: scenec compile scenes/welcome.yaml -o out/welcome
               scenec compile scenes/welcome.yaml --at 4.75 --text outlines -o welcome.svg

      """,
    "timeline": """
      USAGE: scenec timeline SCENE.yaml [--layer ID] [--key-path K] [--at T] [--times]
                                        [--decompose]

      Prints the flat timeline as JSON: one track per (layer, property) whose presentation
      value changes, with one value per frame (frame i shows t = i / fps).

      OPTIONS:
        --layer ID        Keep only the tracks of layer ID (a layer of the scene)
        --key-path K      Keep only the tracks of property K (e.g. position, strokeEnd)
        --at T            One value per track, at time T (seconds, or e.g. 300ms); the
                          output then has "time": T
        --times           Add "times": the time of each frame, in seconds
        --decompose       Add "decomposed" to transform tracks: each value's translation,
                          rotation (radians), scale, rotationX, rotationY and skew

      """,
    "lint": """
      USAGE: scenec lint PATH... [--format text|json|github|sarif] [--strict]
                                 [--color auto|always|never] [--jobs N]

      Checks scene files, folders (recursively, *.yaml and *.yml) and globs. Configuration is
      read from .scenec.yml in the file's folder or the nearest folder above it.

      OPTIONS:
        --format F        text (default), json, github (Actions annotations) or sarif
        --strict          Warnings fail too (exit status 1)
        --color C         auto (default: only on a terminal), always or never
        --jobs N          Files linted in parallel (default: the number of cores)

      EXAMPLE: scenec lint --format github scenes/

      """,
    "rules": """
      USAGE: scenec rules [--markdown]

      Lists the lint rules with their ids and default severities.

      OPTIONS:
        --markdown        Print the rules reference as Markdown (docs/rules.md)

      """,
    "explain": """
      USAGE: scenec explain ID

      Prints the documentation of a lint rule or of any diagnostic id printed after an
      error (e.g. 'scenec explain unknown-key'), with examples and the fix.

      """,
    "help": """
      USAGE: scenec help [COMMAND]

      Shows help for scenec or one of its commands.

      """,
  ]
}
