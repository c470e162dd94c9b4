"""The teacher's tools, apart from what a learner calls.

A learner's notebook uses :mod:`cardkit.exercises` (``check``, ``reveal``,
``practice``, ``review``, ``quiz``, ``progress``).  A teacher runs these,
from a terminal or a cell:

* :mod:`cardkit.classroom.grade` — run a class's notebooks and grade every
  answer again with the kit's own checkers;
* :mod:`cardkit.classroom.worksheet` — one worksheet notebook per seed, with
  the teacher's answer keys;
* :mod:`cardkit.classroom.nbgrader_export` — an exercise set or worksheet as
  an nbgrader source notebook;
* :mod:`cardkit.classroom.build` — the student copies of the exercise sets,
  generated from their solution notebooks;
* :mod:`cardkit.classroom.report` — what the class knows, rule by rule, from
  the grader's CSV.

``python -m cardkit.classroom <tool> ...`` runs any of them (``grade``,
``worksheet``, ``export``, ``build``, ``report``).  None of them runs in the
browser edition: they start kernels and write files on the teacher's machine.
"""

TOOLS = {
    "grade": "cardkit.classroom.grade",
    "worksheet": "cardkit.classroom.worksheet",
    "export": "cardkit.classroom.nbgrader_export",
    "build": "cardkit.classroom.build",
    "report": "cardkit.classroom.report",
}

__all__ = ["TOOLS"]
