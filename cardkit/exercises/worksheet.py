"""Moved to :mod:`cardkit.classroom.worksheet` (the teacher's tools are apart
from the learner's); this name keeps working for one release, with a notice."""

from ..classroom import _moved

_moved.old_name(__name__, "cardkit.classroom.worksheet")
