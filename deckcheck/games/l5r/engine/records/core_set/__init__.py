"""Core Set records, one module per clan."""
