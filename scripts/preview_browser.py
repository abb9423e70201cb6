#!/usr/bin/env python3
"""Drives a scenec preview page in headless Chromium and reports what it saw, as JSON.

    scripts/preview_browser.py PAGE.html FRAMES_DIR [--frames 0,12,40] [--shots DIR]

FRAMES_DIR is the folder `scenec compile` wrote for the same scene. The page is opened
from disk; the DevTools protocol is spoken over --remote-debugging-pipe (file descriptors
3 and 4, one JSON message per NUL byte), so nothing listens on a network port and no outside
package is needed. What it does, in order:

  1. load the page; read window.scenecPlayer's facts
  2. play: the page starts playing by itself; frame numbers over ~0.6 s of wall time
  3. pause with the space key; the frame number ~0.3 s later
  4. the scrubber set to a frame (as a user's drag does: value + input event)
  5. the step keys (→ ←), End and Home
  6. every frame's SVG text as the page stores it, compared with FRAMES_DIR's files
  7. for each frame of --frames: zoom 1×, white background, the frame region captured
     (Page.captureScreenshot with a clip) and compared with rsvg-convert's rendering
  8. zoom 2× and fit, the black and checkerboard backgrounds, and the step, first/last and
     play buttons clicked with the (synthetic) mouse
  9. the clock: at speeds 0.25, 1 and 2, the page kept busy for 400 ms, then the frame drawn
     next (frames are dropped, never slowed)

Console errors, failed loads (Log entries of level error, CSP violations among them) and
uncaught exceptions or unhandled promise rejections are collected throughout. The report is
one JSON object on standard output; the caller (Tests/PreviewTests) judges it. Exit status
0 when the browser could be driven at all, 2 otherwise.
"""
import argparse
import json
import os
import select
import shutil
import subprocess
import sys
import tempfile
import time


class Browser:
    """Headless Chromium with one page, spoken to over the DevTools pipe."""

    def __init__(self, width=1280, height=1000):
        self.profile = tempfile.mkdtemp(prefix="scenec-chromium-")
        to_child_r, self.to_child = os.pipe()
        self.from_child, from_child_w = os.pipe()
        binary = shutil.which("chromium") or shutil.which("chromium-browser") or shutil.which("google-chrome")
        if binary is None:
            raise RuntimeError("chromium is not installed (scripts/setup.sh installs it)")
        args = [
            binary, "--headless=new", "--remote-debugging-pipe", "--disable-gpu",
            "--no-first-run", "--no-default-browser-check", "--disable-extensions",
            "--disable-background-networking", "--disable-component-update", "--disable-sync",
            "--hide-scrollbars", "--force-device-scale-factor=1", "--mute-audio",
            "--font-render-hinting=none", f"--window-size={width},{height}",
            f"--user-data-dir={self.profile}", "about:blank",
        ]
        if os.geteuid() == 0:
            args.insert(1, "--no-sandbox")

        def wire():
            os.dup2(to_child_r, 3)
            os.dup2(from_child_w, 4)

        self.process = subprocess.Popen(
            args, pass_fds=(3, 4), preexec_fn=wire, stdin=subprocess.DEVNULL,
            stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
        os.close(to_child_r)
        os.close(from_child_w)
        self.buffer = b""
        self.next_id = 0
        self.events = []
        self.session = None

    def close(self):
        try:
            self.call("Browser.close", timeout=5)
        except Exception:
            pass
        try:
            self.process.wait(timeout=5)
        except subprocess.TimeoutExpired:
            self.process.kill()
            self.process.wait()
        for fd in (self.to_child, self.from_child):
            try:
                os.close(fd)
            except OSError:
                pass
        shutil.rmtree(self.profile, ignore_errors=True)

    def _send(self, message):
        data = json.dumps(message).encode() + b"\0"
        while data:
            data = data[os.write(self.to_child, data):]

    def _receive(self, deadline):
        while b"\0" not in self.buffer:
            left = deadline - time.monotonic()
            if left <= 0:
                raise TimeoutError("no answer from chromium")
            ready, _, _ = select.select([self.from_child], [], [], left)
            if ready:
                chunk = os.read(self.from_child, 1 << 20)
                if not chunk:
                    raise RuntimeError("chromium closed the pipe")
                self.buffer += chunk
        message, self.buffer = self.buffer.split(b"\0", 1)
        return json.loads(message)

    def call(self, method, params=None, timeout=20, session=True):
        self.next_id += 1
        message = {"id": self.next_id, "method": method, "params": params or {}}
        if session and self.session:
            message["sessionId"] = self.session
        self._send(message)
        deadline = time.monotonic() + timeout
        while True:
            answer = self._receive(deadline)
            if answer.get("id") == self.next_id:
                if "error" in answer:
                    raise RuntimeError(f"{method}: {answer['error']}")
                return answer.get("result", {})
            if "method" in answer:
                self.events.append(answer)

    def wait_for(self, method, timeout=20):
        deadline = time.monotonic() + timeout
        for i, event in enumerate(self.events):
            if event["method"] == method:
                return self.events.pop(i)
        while True:
            event = self._receive(deadline)
            if event.get("method") == method:
                return event
            if "method" in event:
                self.events.append(event)

    def pump(self, seconds):
        """Waits, collecting events."""
        deadline = time.monotonic() + seconds
        try:
            while True:
                event = self._receive(deadline)
                if "method" in event:
                    self.events.append(event)
        except TimeoutError:
            pass

    def attach(self):
        targets = self.call("Target.getTargets", session=False)["targetInfos"]
        page = next(t for t in targets if t["type"] == "page")
        self.session = self.call(
            "Target.attachToTarget", {"targetId": page["targetId"], "flatten": True}, session=False
        )["sessionId"]
        for domain in ("Page", "Runtime", "Log"):
            self.call(f"{domain}.enable")

    def evaluate(self, expression):
        result = self.call("Runtime.evaluate", {
            "expression": expression, "returnByValue": True, "awaitPromise": True})
        if "exceptionDetails" in result:
            raise RuntimeError(f"{expression}: {result['exceptionDetails'].get('text')} "
                               f"{result['exceptionDetails'].get('exception', {}).get('description')}")
        return result["result"].get("value")

    def key(self, key, code, keycode, text=None):
        base = {"key": key, "code": code, "windowsVirtualKeyCode": keycode, "nativeVirtualKeyCode": keycode}
        self.call("Input.dispatchKeyEvent", dict(base, type="keyDown", **({"text": text} if text else {})))
        self.call("Input.dispatchKeyEvent", dict(base, type="keyUp"))

    def problems(self):
        """Console errors, error log entries, exceptions (unhandled rejections included)."""
        found = []
        for event in self.events:
            method, params = event["method"], event.get("params", {})
            if method == "Runtime.consoleAPICalled" and params.get("type") in ("error", "assert"):
                found.append("console." + params["type"] + ": " + " ".join(
                    str(a.get("value", a.get("description", ""))) for a in params.get("args", [])))
            elif method == "Runtime.exceptionThrown":
                details = params.get("exceptionDetails", {})
                found.append("exception: " + details.get("text", "") + " " +
                             details.get("exception", {}).get("description", ""))
            elif method == "Log.entryAdded" and params.get("entry", {}).get("level") == "error":
                found.append("log: " + params["entry"].get("text", ""))
        return found


def raw_rgba(png_path):
    """(width, height, bytes) of a PNG, through ImageMagick (no Python imaging package)."""
    size = subprocess.run(["identify", "-format", "%w %h", png_path],
                          check=True, capture_output=True, text=True).stdout.split()
    data = subprocess.run(["convert", png_path, "-depth", "8", "rgba:-"],
                          check=True, capture_output=True).stdout
    return int(size[0]), int(size[1]), data


def compare(a_path, b_path):
    wa, ha, a = raw_rgba(a_path)
    wb, hb, b = raw_rgba(b_path)
    if (wa, ha) != (wb, hb):
        return {"sizes": [[wa, ha], [wb, hb]], "meanDifference": 255.0, "differingPixels": 1.0}
    total = 0
    differing = 0
    for i in range(0, len(a), 4):
        d = max(abs(a[i] - b[i]), abs(a[i + 1] - b[i + 1]), abs(a[i + 2] - b[i + 2]))
        total += d
        if d > 32:
            differing += 1
    pixels = wa * ha
    return {"sizes": [[wa, ha]], "meanDifference": total / pixels, "differingPixels": differing / pixels}


def main():
    parser = argparse.ArgumentParser()
    parser.add_argument("page")
    parser.add_argument("frames_dir")
    parser.add_argument("--frames", default="")
    parser.add_argument("--shots", default=None, help="keep screenshots here")
    options = parser.parse_args()
    shots = options.shots or tempfile.mkdtemp(prefix="scenec-shots-")
    os.makedirs(shots, exist_ok=True)
    report = {}
    browser = Browser()
    try:
        browser.attach()
        browser.call("Page.navigate", {"url": "file://" + os.path.abspath(options.page)})
        browser.wait_for("Page.loadEventFired")
        facts = browser.evaluate("window.scenecPlayer.facts")
        report["facts"] = facts
        count = facts["frameCount"]

        # 2. play over wall time
        samples = []
        start = time.monotonic()
        for _ in range(4):
            before = time.monotonic() - start
            state = browser.evaluate("[scenecPlayer.frame, scenecPlayer.playing]")
            # The page read its frame somewhere between `t` and `tAfter`.
            samples.append({"t": round(before, 4), "tAfter": round(time.monotonic() - start, 4),
                            "frame": state[0], "playing": state[1]})
            browser.pump(0.2)
        report["playSamples"] = samples

        # 3. pause (space)
        browser.key(" ", "Space", 32, " ")
        paused_at = browser.evaluate("scenecPlayer.frame")
        browser.pump(0.3)
        report["pause"] = {"playing": browser.evaluate("scenecPlayer.playing"),
                           "frame": paused_at, "frameLater": browser.evaluate("scenecPlayer.frame")}

        # 4. scrubber
        target = min(37, count - 1)
        browser.evaluate(f"(() => {{ const s = document.getElementById('scrub'); s.value = '{target}';"
                         " s.dispatchEvent(new Event('input', {bubbles: true})); })()")
        report["scrub"] = {"to": target, "frame": browser.evaluate("scenecPlayer.frame"),
                           "playing": browser.evaluate("scenecPlayer.playing"),
                           "readout": browser.evaluate("document.getElementById('frameout').textContent")}

        # 5. keys
        keys = {}
        browser.key("ArrowRight", "ArrowRight", 39)
        keys["right"] = browser.evaluate("scenecPlayer.frame")
        browser.key("ArrowLeft", "ArrowLeft", 37)
        browser.key("ArrowLeft", "ArrowLeft", 37)
        keys["leftTwice"] = browser.evaluate("scenecPlayer.frame")
        browser.key("End", "End", 35)
        keys["end"] = browser.evaluate("scenecPlayer.frame")
        browser.key("ArrowRight", "ArrowRight", 39)
        keys["pastEnd"] = browser.evaluate("scenecPlayer.frame")
        browser.key("Home", "Home", 36)
        keys["home"] = browser.evaluate("scenecPlayer.frame")
        report["keys"] = keys

        # 6. the stored frames against the files compile wrote
        texts = browser.evaluate(
            f"Array.from({{length: {count}}}, (_, i) => scenecPlayer.frameSVG(i))")
        names = sorted(n for n in os.listdir(options.frames_dir) if n.startswith("frame-") and n.endswith(".svg"))
        mismatched = [i for i, (text, name) in enumerate(zip(texts, names))
                      if text.encode() != open(os.path.join(options.frames_dir, name), "rb").read()]
        report["bytes"] = {"pageFrames": len(texts), "files": len(names), "mismatched": mismatched,
                           "stored": browser.evaluate("scenecPlayer.storedFrames")}

        # 7. pixels at zoom 1×
        browser.evaluate("scenecPlayer.setZoom('1'); scenecPlayer.setBackground('white')")
        pixels = []
        for index in [int(f) for f in options.frames.split(",") if f != ""]:
            browser.evaluate(f"scenecPlayer.seek({index})")
            browser.evaluate("new Promise(r => requestAnimationFrame(() => requestAnimationFrame(r)))")
            rect = browser.evaluate("scenecPlayer.frameRect()")
            shot = browser.call("Page.captureScreenshot", {"format": "png", "clip": {
                "x": rect["x"], "y": rect["y"], "width": rect["width"], "height": rect["height"], "scale": 1}})
            import base64
            page_png = os.path.join(shots, f"page-{index:05d}.png")
            with open(page_png, "wb") as f:
                f.write(base64.b64decode(shot["data"]))
            reference_png = os.path.join(shots, f"rsvg-{index:05d}.png")
            subprocess.run(["rsvg-convert", "-b", "white", "-o", reference_png,
                            os.path.join(options.frames_dir, names[index])], check=True)
            result = compare(page_png, reference_png)
            result.update({"frame": index, "shown": browser.evaluate("scenecPlayer.frame"), "rect": rect})
            pixels.append(result)
        report["pixels"] = pixels

        # 8. zoom, background, and the buttons clicked with the mouse
        view = {}
        for zoom in ("2", "fit"):
            browser.evaluate(f"scenecPlayer.setZoom('{zoom}')")
            view["zoom" + zoom] = browser.evaluate("scenecPlayer.frameRect()")
        for background in ("black", "checker"):
            browser.evaluate(f"scenecPlayer.setBackground('{background}')")
            view[background] = browser.evaluate(
                "(() => { const s = getComputedStyle(document.getElementById('frame'));"
                " return s.backgroundColor + ' ' + s.backgroundImage.slice(0, 15); })()")
        browser.evaluate("scenecPlayer.seek(0)")

        def click(element_id):
            box = browser.evaluate(
                f"(() => {{ const r = document.getElementById('{element_id}').getBoundingClientRect();"
                " return [r.x + r.width / 2, r.y + r.height / 2]; })()")
            for kind in ("mousePressed", "mouseReleased"):
                browser.call("Input.dispatchMouseEvent", {
                    "type": kind, "x": box[0], "y": box[1], "button": "left", "clickCount": 1})

        click("forward")
        click("forward")
        view["afterForwardTwice"] = browser.evaluate("scenecPlayer.frame")
        click("last")
        view["afterLast"] = browser.evaluate("scenecPlayer.frame")
        click("back")
        view["afterBack"] = browser.evaluate("scenecPlayer.frame")
        click("first")
        view["afterFirst"] = browser.evaluate("scenecPlayer.frame")
        click("play")
        view["playingAfterClick"] = browser.evaluate("scenecPlayer.playing")
        click("play")
        view["playingAfterSecondClick"] = browser.evaluate("scenecPlayer.playing")
        report["view"] = view

        # 9. timed from the clock: with the page kept busy for 400 ms (no frame can be drawn
        # meanwhile), the next frame drawn is the one due by the clock, at each speed.
        clock = []
        for speed in ("0.25", "1", "2"):
            clock.append(browser.evaluate("""(async () => {
              const nextFrame = () => new Promise(r => requestAnimationFrame(r));
              scenecPlayer.seek(0); scenecPlayer.setSpeed(%s); scenecPlayer.play();
              await nextFrame();
              const f0 = scenecPlayer.frame, t0 = performance.now();
              while (performance.now() - t0 < 400) {}
              await nextFrame(); await nextFrame();
              const f1 = scenecPlayer.frame, t1 = performance.now();
              scenecPlayer.pause(); scenecPlayer.setSpeed(1);
              return {speed: %s, f0, f1, elapsed: (t1 - t0) / 1000};
            })()""" % (speed, speed)))
        report["clock"] = clock

        # A whole-page screenshot for people to look at.
        browser.evaluate("scenecPlayer.setZoom('fit'); scenecPlayer.setBackground('checker'); scenecPlayer.seek(Math.floor(scenecPlayer.facts.frameCount / 2))")
        shot = browser.call("Page.captureScreenshot", {"format": "png"})
        import base64
        with open(os.path.join(shots, "page.png"), "wb") as f:
            f.write(base64.b64decode(shot["data"]))
        browser.pump(0.1)
        report["problems"] = browser.problems()
    except Exception as error:  # the report says what went wrong; the caller fails on it
        report["driverError"] = f"{type(error).__name__}: {error}"
        report["problems"] = browser.problems()
        print(json.dumps(report, indent=1))
        browser.close()
        return 2
    browser.close()
    print(json.dumps(report, indent=1))
    return 0


if __name__ == "__main__":
    sys.exit(main())
