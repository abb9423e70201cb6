/// The player's markup, style and script, embedded in every page. Nothing here refers to
/// anything outside the page; the Content-Security-Policy forbids the browser to fetch
/// anything at all, so a page that tried would fail loudly (a console error).
enum PlayerResource {
  static func head(title: String) -> String {
    """
    <!DOCTYPE html>
    <html lang="en">
    <head>
    <meta charset="utf-8">
    <meta http-equiv="Content-Security-Policy" content="default-src 'none'; style-src 'unsafe-inline'; script-src 'unsafe-inline'; img-src data: blob:">
    <meta name="viewport" content="width=device-width, initial-scale=1">
    <meta name="generator" content="scenec preview">
    <title>\(escapeHTML(title)) — scenec preview</title>
    <style>
    \(style)
    </style>
    </head>

    """
  }

  static func escapeHTML(_ text: String) -> String {
    var out = ""
    for character in text {
      switch character {
      case "&": out += "&amp;"
      case "<": out += "&lt;"
      case ">": out += "&gt;"
      case "\"": out += "&quot;"
      default: out.append(character)
      }
    }
    return out
  }

  static let style = """
    :root { color-scheme: light dark; --bar: #f4f4f5; --ink: #18181b; --line: #d4d4d8; }
    @media (prefers-color-scheme: dark) { :root { --bar: #27272a; --ink: #f4f4f5; --line: #52525b; } }
    * { box-sizing: border-box; }
    html, body { margin: 0; height: 100%; }
    body { display: flex; flex-direction: column; font: 13px/1.4 system-ui, sans-serif; color: var(--ink); background: var(--bar); }
    header, footer { display: flex; flex-wrap: wrap; align-items: center; gap: 8px 14px; padding: 6px 10px; background: var(--bar); }
    header { border-bottom: 1px solid var(--line); }
    footer { border-top: 1px solid var(--line); }
    header h1 { font-size: 14px; margin: 0; }
    .facts { opacity: 0.8; font-variant-numeric: tabular-nums; }
    #stage { flex: 1; min-height: 0; overflow: auto; display: flex; padding: 16px; background: #71717a; }
    #frame { margin: auto; flex: none; position: relative; overflow: hidden; }
    #frame > svg { display: block; width: 100%; height: 100%; }
    #frame.bg-checker { background-color: #fff; background-image: linear-gradient(45deg, #ccc 25%, transparent 25%, transparent 75%, #ccc 75%), linear-gradient(45deg, #ccc 25%, transparent 25%, transparent 75%, #ccc 75%); background-size: 16px 16px; background-position: 0 0, 8px 8px; }
    #frame.bg-white { background: #fff; }
    #frame.bg-black { background: #000; }
    button svg { display: block; }
    button, select { font: inherit; color: inherit; background: transparent; border: 1px solid var(--line); border-radius: 4px; padding: 3px 8px; }
    button:hover, select:hover { border-color: var(--ink); }
    #scrub { flex: 1 1 240px; min-width: 120px; }
    .readout { font-variant-numeric: tabular-nums; min-width: 11ch; }
    label { display: inline-flex; align-items: center; gap: 4px; }
    """

  static let body = """
    <body>
    <header>
    <h1 id="name"></h1>
    <span class="facts" id="facts"></span>
    </header>
    <main id="stage"><div id="frame" class="bg-checker" aria-label="frame"></div></main>
    <footer>
    <button id="first" title="First frame (Home)" aria-label="first frame"><svg viewBox="0 0 16 16" width="14" height="14" aria-hidden="true"><path fill="currentColor" d="M2 2h2v12H2zM14 2v12L5 8z"/></svg></button>
    <button id="back" title="Previous frame (←)" aria-label="previous frame"><svg viewBox="0 0 16 16" width="14" height="14" aria-hidden="true"><path fill="currentColor" d="M12 2h2v12h-2zM11 2v12L2 8z"/></svg></button>
    <button id="play" title="Play / pause (space)" aria-label="play"><svg viewBox="0 0 16 16" width="14" height="14" aria-hidden="true"><path fill="currentColor" d="M3 2v12l11-6z"/></svg></button>
    <button id="forward" title="Next frame (→)" aria-label="next frame"><svg viewBox="0 0 16 16" width="14" height="14" aria-hidden="true"><path fill="currentColor" d="M2 2h2v12H2zM5 2v12l9-6z"/></svg></button>
    <button id="last" title="Last frame (End)" aria-label="last frame"><svg viewBox="0 0 16 16" width="14" height="14" aria-hidden="true"><path fill="currentColor" d="M12 2h2v12h-2zM2 2v12l9-6z"/></svg></button>
    <input id="scrub" type="range" min="0" max="0" step="1" value="0" aria-label="frame">
    <span class="readout" id="frameout"></span>
    <span class="readout" id="timeout"></span>
    <label><input id="loop" type="checkbox" checked> loop</label>
    <label>speed <select id="speed"><option value="0.25">0.25×</option><option value="0.5">0.5×</option><option value="1" selected>1×</option><option value="1.5">1.5×</option><option value="2">2×</option></select></label>
    <label>zoom <select id="zoom"><option value="fit" selected>fit</option><option value="1">1×</option><option value="2">2×</option></select></label>
    <label>background <select id="background"><option value="checker" selected>checkerboard</option><option value="white">white</option><option value="black">black</option></select></label>
    </footer>

    """

  /// The player. Frame i shows t = i / fps; while playing, the frame shown is the one due at
  /// the time elapsed on the clock since play began (times the speed), so a slow browser
  /// skips frames rather than slowing the animation down.
  static let script = #"""
    "use strict";
    (() => {
      const json = (id) => JSON.parse(document.getElementById(id).textContent);
      const facts = json("scenec-facts");
      const stored = Array.from(document.querySelectorAll("script.scenec-frame"),
        (block) => block.type === "application/json" ? JSON.parse(block.textContent) : block.textContent);
      const runs = json("scenec-runs");
      const count = facts.frameCount;
      // frame index → index into `stored`
      const slot = new Uint32Array(count);
      for (let k = 0, i = 0; k < runs.length; k++) for (let n = 0; n < runs[k]; n++) slot[i++] = k;

      const $ = (id) => document.getElementById(id);
      const box = $("frame"), scrub = $("scrub"), playButton = $("play");
      const playIcon = playButton.querySelector("path");
      const PLAY_ICON = "M3 2v12l11-6z", PAUSE_ICON = "M3 2h4v12H3zM9 2h4v12H9z";
      const parser = new DOMParser();
      const state = { frame: -1, shownSlot: -1, playing: false, loop: true, speed: 1, zoom: "fit",
                      originTime: 0, originFrame: 0, raf: 0 };

      const seconds = (t) => t.toFixed(3) + " s";
      $("name").textContent = facts.name;
      $("facts").textContent = `${facts.width} × ${facts.height} · ${facts.fps} fps · ` +
        `${seconds(facts.duration)} · ${count} frame${count === 1 ? "" : "s"}`;
      document.title = facts.name + " — scenec preview";
      scrub.max = String(count - 1);

      function show(index) {
        index = Math.max(0, Math.min(count - 1, index | 0));
        if (index !== state.frame) {
          state.frame = index;
          if (slot[index] !== state.shownSlot) {
            state.shownSlot = slot[index];
            const doc = parser.parseFromString(stored[state.shownSlot], "image/svg+xml");
            const svg = document.importNode(doc.documentElement, true);
            box.replaceChildren(svg);
          }
          scrub.value = String(index);
          $("frameout").textContent = `frame ${index} / ${count - 1}`;
          $("timeout").textContent = `${seconds(index / facts.fps)} / ${seconds(facts.duration)}`;
        }
      }

      function layout() {
        let scale = state.zoom === "fit" ? 1 : Number(state.zoom);
        if (state.zoom === "fit") {
          const stage = $("stage"), pad = 32;
          const w = stage.clientWidth - pad, h = stage.clientHeight - pad;
          scale = Math.max(0.01, Math.min(w / facts.width, h / facts.height));
        }
        box.style.width = facts.width * scale + "px";
        box.style.height = facts.height * scale + "px";
      }

      function anchor() { state.originTime = performance.now(); state.originFrame = state.frame; }

      function tick(now) {
        if (!state.playing) return;
        const due = Math.floor((now - state.originTime) / 1000 * state.speed * facts.fps + 1e-9);
        let next = state.originFrame + Math.max(0, due);
        if (next >= count) {
          if (state.loop && count > 1) {
            next %= count;
          } else {
            show(count - 1);
            pause();
            return;
          }
        }
        show(next);
        state.raf = requestAnimationFrame(tick);
      }

      function play() {
        if (state.playing) return;
        if (!state.loop && state.frame >= count - 1) show(0);
        state.playing = true;
        playIcon.setAttribute("d", PAUSE_ICON);
        playButton.setAttribute("aria-label", "pause");
        anchor();
        state.raf = requestAnimationFrame(tick);
      }
      function pause() {
        state.playing = false;
        cancelAnimationFrame(state.raf);
        playIcon.setAttribute("d", PLAY_ICON);
        playButton.setAttribute("aria-label", "play");
      }
      function toggle() { state.playing ? pause() : play(); }
      function seek(index) { pause(); show(index); }
      function step(delta) { seek(state.frame + delta); }

      playButton.addEventListener("click", toggle);
      $("first").addEventListener("click", () => seek(0));
      $("last").addEventListener("click", () => seek(count - 1));
      $("back").addEventListener("click", () => step(-1));
      $("forward").addEventListener("click", () => step(1));
      scrub.addEventListener("input", () => seek(Number(scrub.value)));
      $("loop").addEventListener("change", (e) => { state.loop = e.target.checked; });
      $("speed").addEventListener("change", (e) => { state.speed = Number(e.target.value); anchor(); });
      $("zoom").addEventListener("change", (e) => { state.zoom = e.target.value; layout(); });
      $("background").addEventListener("change", (e) => { box.className = "bg-" + e.target.value; });
      window.addEventListener("resize", layout);
      document.addEventListener("keydown", (e) => {
        if (e.altKey || e.ctrlKey || e.metaKey) return;
        const keys = { " ": toggle, "ArrowLeft": () => step(-1), "ArrowRight": () => step(1),
                       "Home": () => seek(0), "End": () => seek(count - 1) };
        const action = keys[e.key];
        if (!action || (e.target.tagName === "SELECT" && e.key !== " ")) return;
        e.preventDefault();
        action();
      }, true);
      // A focused button or checkbox acts on the space key's release; the key is the player's.
      document.addEventListener("keyup", (e) => { if (e.key === " ") e.preventDefault(); }, true);

      const select = (id, value) => { const el = $(id); el.value = String(value); el.dispatchEvent(new Event("change")); };
      // For tests and scripts: the state, and the controls as calls.
      window.scenecPlayer = {
        facts,
        get frame() { return state.frame; },
        get playing() { return state.playing; },
        get storedFrames() { return stored.length; },
        frameSVG: (index) => stored[slot[index]],
        seek, step, play, pause,
        setSpeed: (value) => select("speed", value),
        setZoom: (value) => select("zoom", value),
        setBackground: (value) => select("background", value),
        setLoop: (on) => { $("loop").checked = on; state.loop = on; },
        frameRect: () => { const r = box.getBoundingClientRect(); return { x: r.x, y: r.y, width: r.width, height: r.height }; },
      };

      layout();
      show(0);
      if (count > 1) play();
    })();

    """#
}
