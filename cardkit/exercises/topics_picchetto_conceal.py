"""Moved to :mod:`cardkit.exercises.picchetto.topics_conceal` (each game's exercise sets and practice
topics live in one package); this name keeps working for one release, with a notice."""

from ._moved import old_module

old_module(__name__, "cardkit.exercises.picchetto.topics_conceal")
