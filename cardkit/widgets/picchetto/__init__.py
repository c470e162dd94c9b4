"""The Picchetto widgets, one module per widget; shared parts in ``common``."""
