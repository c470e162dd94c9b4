"""Moved to :mod:`cardkit.classroom.nbgrader_export` (the teacher's tools are apart
from the learner's); this name keeps working for one release, with a notice."""

from ..classroom import _moved

_moved.old_name(__name__, "cardkit.classroom.nbgrader_export")
