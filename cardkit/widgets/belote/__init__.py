"""The Belote widgets, one module per widget; shared parts in ``common``."""
