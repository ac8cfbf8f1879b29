"""Core Set records, one module per race."""
