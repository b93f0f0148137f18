"""Saving and loading games: JSON save files in the user's saves folder.

See ``saves.store`` for the file format and the guarantees (atomic writes, replay with a
snapshot fallback, unreadable files listed with a reason) and ``saves.players`` for the
one check of player records read from files.
"""
from saves.players import clean_players, safe_text
from saves.store import (
    AUTOSAVE_NAME,
    FORMAT_VERSION,
    Restored,
    SaveEntry,
    SaveError,
    autosave_path,
    autosave_paths,
    continue_choice,
    delete_save,
    folder_problem,
    keep_unfinished_autosave,
    latest_continuable,
    list_saves,
    make_record,
    read_record,
    remove_stale_temporary_files,
    restore,
    same_game,
    save_autosave,
    save_named,
    slugify,
    write_atomic,
)

__all__ = [
    "AUTOSAVE_NAME", "FORMAT_VERSION", "Restored", "SaveEntry", "SaveError", "autosave_path",
    "autosave_paths", "clean_players", "continue_choice", "delete_save", "folder_problem",
    "keep_unfinished_autosave", "latest_continuable", "list_saves", "make_record",
    "read_record", "remove_stale_temporary_files", "restore", "safe_text", "same_game",
    "save_autosave", "save_named", "slugify", "write_atomic",
]
