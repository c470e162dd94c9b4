"""A list that keeps its long past packed: the memory of a long-lived state.

A game state keeps its whole history (undo, replay and saving need it) and,
with ``records="all"``, the record of every finished hand.  Kept as Python
objects that costs some 2.9 KB a Scopa hand and 9 KB a Picchetto deal, so a
state that plays 100,000 hands in a simulation grows past a quarter of a
gigabyte.  A :class:`PackedList` holds its items in order, like a list, but
packs every :attr:`~PackedList.block` of them, except the newest
:attr:`~PackedList.live` ones, into one compressed ``bytes`` (``pickle``
then ``zlib``): a finished block costs a few hundred bytes instead of tens
of kilobytes, and is unpacked again only when someone reads it (the last
block read is kept unpacked, so reading in order unpacks each block once).

What a state reads often (its length, the last entries, appending) never
unpacks anything; a state of an ordinary lesson (a few hands) never packs
anything at all.  Items must be values that pickle and are not changed
after they are appended (history entries are strings, records are tuples);
an item read back from a packed block is an equal copy, not the same object.

``PackedList`` is standard-library only (``pickle``, ``zlib``), so it runs
under Pyodide like the rest of the core.
"""

from __future__ import annotations

import pickle
import zlib
from typing import Any, Iterable, Iterator

from .options import need_int

__all__ = ["PackedList", "History", "new_history", "new_records", "HISTORY_BLOCK", "RECORD_BLOCK"]

#: history entries packed together (a lesson's game never packs anything)
HISTORY_BLOCK = 1024
#: finished hands' (deals') records packed together
RECORD_BLOCK = 64


class PackedList:
    """A list whose older items are kept packed (see the module doc).

    ``PackedList(items=(), block=512, live=1)``: ``block`` items go in each
    packed block, and the newest ``live`` items are never packed (a state's
    current deal log stays the very object the state writes to).  Supports
    ``append``, ``extend``, ``pop``, ``len``, iteration, indexing and slices
    (a slice is a plain list), replacing one item, ``copy`` (packed blocks are shared: they are
    never changed), ``==`` with any sequence, and pickling.
    """

    __slots__ = ("_blocks", "_tail", "block", "live", "_cache")

    def __init__(self, items: Iterable = (), block: int = 512, live: int = 1):
        self.block = need_int("PackedList", "block", block, lo=1, hi=1 << 20)
        self.live = need_int("PackedList", "live", live, lo=0, hi=1 << 20)
        self._blocks: list[bytes] = []
        self._set_tail([])
        self._cache: tuple[int, list] | None = None
        self.extend(items)

    # ------------------------------------------------------------ packing
    def _seal(self) -> None:
        b, tail = self.block, self._tail
        while len(tail) >= b + self.live:
            self._blocks.append(_pack(tail[:b]))
            del tail[:b]

    def _unpacked(self, i: int) -> list:
        cache = self._cache
        if cache is not None and cache[0] == i:
            return cache[1]
        items = pickle.loads(zlib.decompress(self._blocks[i]))
        self._cache = (i, items)
        return items

    @property
    def packed(self) -> int:
        """How many items are packed (the rest are kept as objects)."""
        return len(self._blocks) * self.block

    def packed_bytes(self) -> int:
        """The size of the packed blocks, in bytes."""
        return sum(len(b) for b in self._blocks)

    # ------------------------------------------------------------ list API
    def append(self, item: Any) -> None:
        tail = self._tail
        tail.append(item)
        if len(tail) >= self.block + self.live:
            self._seal()

    def extend(self, items: Iterable) -> None:
        self._tail.extend(items)
        self._seal()

    def pop(self) -> Any:
        tail = self._tail
        if not tail:
            if not self._blocks:
                raise IndexError("pop from an empty PackedList")
            tail.extend(self._unpacked(len(self._blocks) - 1))
            self._blocks.pop()
            self._cache = None
        return tail.pop()

    def clear(self) -> None:
        self._blocks = []
        self._set_tail([])
        self._cache = None

    def _set_tail(self, tail: list) -> None:
        self._tail = tail

    def __len__(self) -> int:
        return len(self._blocks) * self.block + len(self._tail)

    def __bool__(self) -> bool:
        return bool(self._tail) or bool(self._blocks)

    def __iter__(self) -> Iterator:
        for i in range(len(self._blocks)):
            yield from self._unpacked(i)
        yield from self._tail

    def __getitem__(self, index):
        if isinstance(index, slice):
            return [self[i] for i in range(*index.indices(len(self)))]
        n = len(self)
        if not isinstance(index, int):
            raise TypeError(f"PackedList indices must be integers or slices, not {type(index).__name__}")
        if index < 0:
            index += n
        if not 0 <= index < n:
            raise IndexError("PackedList index out of range")
        start = len(self._blocks) * self.block
        if index >= start:
            return self._tail[index - start]
        return self._unpacked(index // self.block)[index % self.block]

    def __setitem__(self, index: int, item: Any) -> None:
        """Replace one item (a packed one is unpacked, changed and packed again)."""
        n = len(self)
        if not isinstance(index, int):
            raise TypeError(f"PackedList indices must be integers, not {type(index).__name__}")
        if index < 0:
            index += n
        if not 0 <= index < n:
            raise IndexError("PackedList assignment index out of range")
        start = len(self._blocks) * self.block
        if index >= start:
            self._tail[index - start] = item
            return
        i = index // self.block
        items = list(self._unpacked(i))
        items[index % self.block] = item
        self._blocks[i] = _pack(items)
        self._cache = None

    def copy(self) -> "PackedList":
        other = type(self).__new__(type(self))
        other.block, other.live = self.block, self.live
        other._blocks = list(self._blocks)
        other._set_tail(list(self._tail))
        other._cache = self._cache          # unpacked items are never changed
        return other

    __copy__ = copy

    def __eq__(self, other) -> bool:
        if isinstance(other, PackedList):
            if len(other) != len(self):
                return False
            if other._blocks == self._blocks and other.block == self.block:
                return other._tail == self._tail
            return list(other) == list(self)
        if isinstance(other, (list, tuple)):
            return len(other) == len(self) and list(self) == list(other)
        return NotImplemented

    __hash__ = None  # type: ignore[assignment]   # mutable, like a list

    def __reduce__(self):
        return (_restore, (type(self), self.block, self.live, list(self._blocks), list(self._tail)))

    def __repr__(self) -> str:
        return (f"<{type(self).__name__} of {len(self)} items, {self.packed} packed "
                f"in {self.packed_bytes()} bytes>")


class History(PackedList):
    """A state's history (text entries): appending is a plain list append,
    so a move costs nothing more, and the state calls :meth:`settle` at the
    start of every deal, which packs the full blocks.  Entries appended
    within one deal (a few dozen) are never packed before the next deal."""

    __slots__ = ("append",)

    def __init__(self, items: Iterable = (), block: int = 1024):
        super().__init__(items, block=block, live=0)

    def _set_tail(self, tail: list) -> None:
        self._tail = tail
        self.append = tail.append

    def settle(self) -> None:
        """Pack every full block of entries (a deal begins)."""
        self._seal()


def _pack(items: list) -> bytes:
    # level 1: a tenth more bytes than level 6, and three times faster
    return zlib.compress(pickle.dumps(items, pickle.HIGHEST_PROTOCOL), 1)


def _restore(cls: type, block: int, live: int, blocks: list, tail: list) -> PackedList:
    out = cls.__new__(cls)
    out.block, out.live = block, live
    out._blocks = list(blocks)
    out._set_tail(list(tail))
    out._cache = None
    return out


def new_history() -> History:
    """An empty history of a state: its entries in order, the old ones packed."""
    return History(block=HISTORY_BLOCK)


def new_records(items: Iterable = ()) -> PackedList:
    """The finished hands' (deals') records of a state, the old ones packed;
    the newest stays the object the state appended."""
    return PackedList(items, block=RECORD_BLOCK, live=1)
