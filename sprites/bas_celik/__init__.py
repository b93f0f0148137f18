"""Baš-Čelik's pieces drawn in code (``art``)."""
