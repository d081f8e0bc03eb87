# Runs one topic in Pyodide (wasmChild.ts): records what each line of the topic's files
# printed, on stdout or stderr, and the error that ended it. A topic's modules are dropped
# from sys.modules afterwards, so the next topic imports its own (and fresh stdlib state).
import json
import os
import runpy
import sys
import traceback
import warnings

_BASELINE = set(sys.modules)


class _Tracker:
    def __init__(self, root, chunks):
        self.root, self.chunks = root, chunks

    def write(self, text):
        at, frame = [], sys._getframe(1)
        while frame is not None:
            name = frame.f_code.co_filename
            if name.startswith(self.root):
                at.append([name[len(self.root) :], frame.f_lineno])
            frame = frame.f_back
        if text:
            self.chunks.append({"at": at, "text": text})
        return len(text)

    def flush(self):
        pass

    def isatty(self):
        return False


def _place(root, error):
    for frame in reversed(traceback.extract_tb(error.__traceback__)):
        if frame.filename.startswith(root):
            return frame.filename[len(root) :], frame.lineno
    filename = getattr(error, "filename", None) or ""
    if filename.startswith(root):
        return filename[len(root) :], getattr(error, "lineno", 0) or 0
    return "", 0


def run_topic(root, entry, module, argv):
    chunks, errors = [], []
    saved = sys.stdout, sys.stderr, sys.argv, list(sys.path), os.getcwd()
    sys.stdout = sys.stderr = _Tracker(root, chunks)
    sys.argv, sys.path[0:0] = [entry, *argv], [root]
    os.chdir(root)
    try:
        with warnings.catch_warnings(record=True) as caught:
            warnings.simplefilter("default")
            if module:
                runpy.run_module(module, run_name="__main__", alter_sys=True)
            else:
                runpy.run_path(root + entry, run_name="__main__")
        for warning in caught:
            name = warning.filename
            if name.startswith(root):
                message = f"{warning.category.__name__}: {warning.message}"
                errors.append([name[len(root) :], warning.lineno, message])
    except SystemExit as error:
        if error.code not in (None, 0):
            errors.append([*_place(root, error), f"SystemExit: {error.code}"])
    except BaseException as error:
        message = f"{type(error).__name__}: {error}"
        errors.append([*_place(root, error), message])
    finally:
        sys.stdout, sys.stderr, sys.argv = saved[0], saved[1], saved[2]
        sys.path[:] = saved[3]
        os.chdir(saved[4])
        for name in set(sys.modules) - _BASELINE:
            del sys.modules[name]
    return json.dumps({"chunks": chunks, "errors": errors})
