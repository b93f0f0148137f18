"""Saving and loading games: JSON save files in the user's saves folder.

See ``saves.store`` for the file format and the guarantees (atomic writes, replay with a
snapshot fallback, unreadable files listed with a reason).
"""
from saves.store import (
    AUTOSAVE_NAME,
    FORMAT_VERSION,
    Restored,
    SaveEntry,
    SaveError,
    autosave_path,
    autosave_paths,
    keep_unfinished_autosave,
    delete_save,
    latest_continuable,
    list_saves,
    make_record,
    read_record,
    restore,
    save_autosave,
    save_named,
    slugify,
    write_atomic,
)

__all__ = [
    "AUTOSAVE_NAME", "FORMAT_VERSION", "Restored", "SaveEntry", "SaveError", "autosave_path",
    "autosave_paths", "keep_unfinished_autosave",
    "delete_save", "latest_continuable", "list_saves", "make_record", "read_record",
    "restore", "save_autosave", "save_named", "slugify", "write_atomic",
]
