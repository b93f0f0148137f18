"""The rules screen names each Key card with the field it belongs to (10. Finale: the
Swallow unlocks the Spring, the Boar the Foot of the Cliff, the Owl the Stone Plateau;
the Owl lies at Šurlane, the Boar at the Blacksmith, the Swallow at the Wonder Stone). A
playtester read "the Stone Plateau, the Spring, the Foot of the Cliff ... (Swallow,
Boar, Owl)" as pairs, which they are not. The pairs come from the data (board.yaml), so
a wrong pair in either language, or the bare list again, fails here."""
from __future__ import annotations

from pathlib import Path

import pytest
import yaml

from games.bas_celik.content import content

DATA = Path(__file__).resolve().parents[2] / "data" / "bas_celik"
C = content()
KEY_WORDS = {"en": {"owl": "Owl", "boar": "Boar", "swallow": "Swallow"},
             "pl": {"owl": "Sowę", "boar": "Dzika", "swallow": "Jaskółkę"}}
# where a key is laid, as each language says it ("on the Spring", "na Źródle")
ON_FIELD = {"en": {"spring": "on the Spring", "cliff_foot": "on the Foot of the Cliff",
                   "plateau": "on the Stone Plateau"},
            "pl": {"spring": "na Źródle", "cliff_foot": "na Podnóżu Skały",
                   "plateau": "na Kamiennym Płaskowyżu"}}
AT_LOCATION = {"en": {"surlane": "Šurlane holds three Owl", "blacksmith": "the Blacksmith three Boar",
                      "wonder_stone": "the Wonder Stone three Swallow"},
               "pl": {"surlane": "Szurłanie mają trzy karty Klucza Sowy",
                      "blacksmith": "Kowal trzy Klucza Dzika",
                      "wonder_stone": "Cudowny Kamień trzy Klucza Jaskółki"}}
LOCATION_KEY = {"surlane": "owl", "blacksmith": "boar", "wonder_stone": "swallow"}


def _text(language: str) -> str:
    name = "rules.yaml" if language == "en" else f"rules.{language}.yaml"
    doc = yaml.safe_load((DATA / name).read_text(encoding="utf-8"))
    return " ".join(str(v) for s in doc["sections"] for b in s["blocks"] for v in b.values())


@pytest.mark.parametrize("language", ["en", "pl"])
def test_each_key_is_named_with_its_access_field(language):
    text = _text(language)
    pairs = [(f.kind, f.key) for f in C.fields.values() if f.key]
    assert len(pairs) == 3
    for kind, key in pairs:
        said = f"{KEY_WORDS[language][key]} {ON_FIELD[language][kind]}"
        assert said in text, said
    for a in KEY_WORDS[language].values():            # never the three in a bare list
        for b in KEY_WORDS[language].values():
            assert f"({a}, {b}," not in text


@pytest.mark.parametrize("language", ["en", "pl"])
def test_each_key_location_is_named_with_its_key(language):
    text = _text(language)
    for field, key in C.key_fields.items():
        kind = C.fields[field].kind
        assert LOCATION_KEY[kind] == key                  # the data's pair
        assert AT_LOCATION[language][kind] in text
