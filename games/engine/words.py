"""Small helpers for the sentences the games show (log lines, hover texts, verdicts)."""
from __future__ import annotations

from games.engine.i18n import _


def plural(count: int, word: str, word_plural: str | None = None) -> str:
    """``count`` followed by ``word`` in the form that count takes in English:
    ``plural(1, "mirror pair") == "1 mirror pair"``, ``plural(0, "room") == "0 rooms"``,
    ``plural(2, "free step") == "2 free steps"``. ``word_plural`` gives an irregular plural
    (default: ``word + "s"``). Only exactly 1 (or -1) takes the singular."""
    if abs(count) == 1:
        return f"{count} {word}"
    return f"{count} {word_plural or word + 's'}"


def and_list(items) -> str:
    """``items`` (strings) as a list in the language shown: ``"Ola"``, ``"Ola and Bart"``,
    ``"Ola, Bart and Cyryl"`` (in Polish ``"Ola i Bart"``, ``"Ola, Bart i Cyryl"``); ``""``
    for none."""
    items = [str(item) for item in items]
    if len(items) <= 1:
        return "".join(items)
    # TRANSLATORS: the end of a list: {rest} is "Ola" or "Ola, Bart", {last} the last item.
    return _("{rest} and {last}").format(rest=_(", ").join(items[:-1]), last=items[-1])
