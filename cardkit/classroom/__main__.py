"""``python -m cardkit.classroom <tool> ...``: see :mod:`cardkit.classroom`."""

import importlib
import sys

from . import TOOLS


def main(argv=None) -> int:
    argv = list(sys.argv[1:] if argv is None else argv)
    if not argv or argv[0] not in TOOLS:
        names = ", ".join(TOOLS)
        print(f"usage: python -m cardkit.classroom {{{names}}} ...  (then --help for each tool)", file=sys.stderr)
        return 0 if argv[:1] in (["-h"], ["--help"]) else 2
    return importlib.import_module(TOOLS[argv[0]]).main(argv[1:])


if __name__ == "__main__":
    sys.exit(main())
