"""Moved to :mod:`cardkit.exercises.belote.topics` (each game's exercise sets and practice
topics live in one package); this name keeps working for one release, with a notice."""

from ._moved import old_module

old_module(__name__, "cardkit.exercises.belote.topics")
