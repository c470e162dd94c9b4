"""The Scopa widgets, one module per widget; shared parts in ``common``."""
