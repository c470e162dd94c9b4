"""``python -m cardkit.projector``: the same as the ``cardkit-projector`` command."""

import sys

from .cli import main

if __name__ == "__main__":   # not when a test imports every module of the kit
    sys.exit(main())
