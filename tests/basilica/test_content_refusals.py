"""Basilica's data loader refuses damaged copies of data/basilica with one exact message
naming the file, the entry and the fault, and reads a sound copy field by field.

Every test writes a damaged copy to ``tmp_path`` and loads it through the public loaders
(``load_content_from``, ``load_numbers``), so the checks run inside the test. Expected
messages are written out in full by hand: "<file>, <entry>: <reason>". The counts they
name are those of the rulebook's "Elementy gry" (58 tokens: 10 per colour, 18 Jokers) and
of the designed completion in components.yaml (crowns, track).
"""
from pathlib import Path

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from games.basilica.content import load_content_from, load_numbers
from games.engine.yamlload import DataError


from tests.basilica.test_content import edit, folder  # noqa: F401 - the folder fixture
from tests.basilica.test_content import error as refusal



def numbers_refusal(folder: Path) -> str:
    with pytest.raises(DataError) as info:
        load_numbers(folder / "components.yaml")
    return str(info.value)


# ------------------------------------------------------------ a sound copy, read in full

def test_a_sound_copy_reads_every_field_of_the_three_files(folder):
    content = load_content_from(folder)
    num = content.numbers
    assert num.colours == ("yellow", "blue", "red", "green")
    assert num.crown_spaces == (5, 10, 15)
    assert (num.tokens_per_colour, num.jokers, num.scaffolding, num.stained_glass) == (10, 18, 8, 12)
    assert (num.crowned_per_colour, num.crowned_jokers, num.scaffold_keeps_free) == (3, 4, 1)
    hire = content.orders["hire"]
    assert (hire.id, hire.name) == ("hire", "Hire")
    assert hire.text == "Put a Builder from your supply on any element without a Builder."
    assert hire.paid == "The opponent may do the same."
    assert content.orders["dismiss"].paid is None
    assert content.orders["stained_glass"].name == "Stained glass"
    y01, rg1 = content.tokens["y01"], content.tokens["rg1"]
    assert (y01.id, y01.colours, y01.crown, y01.order) == ("y01", ("yellow",), True, "hire")
    assert (rg1.id, rg1.colours, rg1.crown, rg1.order) == ("rg1", ("red", "green"), True, "tax")
    assert content.tokens["g10"].order == "tax" and content.tokens["g10"].crown is False


# ------------------------------------------------------------ components.yaml

def test_components_top_level_unknown_section(folder):
    edit(folder, "components.yaml", "designed:\n", "extras: 1\ndesigned:\n")
    assert refusal(folder) == ("components.yaml: unknown field 'extras' "
                               "(expected: colour_names, designed, rulebook)")


@pytest.mark.parametrize("section", ["rulebook", "designed"])
def test_components_missing_section(folder, section):
    text = (folder / "components.yaml").read_text(encoding="utf-8")
    (folder / "components.yaml").write_text(text.replace(f"\n{section}:", "\nother:"),
                                            encoding="utf-8")
    # the renamed section is refused first as unknown; without it, as missing
    assert refusal(folder).startswith("components.yaml: unknown field 'other' (expected: ")
    lines = text.split("\n")
    start = lines.index(f"{section}:")
    end = next((i for i in range(start + 1, len(lines))
                if lines[i] and not lines[i].startswith((" ", "#"))), len(lines))
    (folder / "components.yaml").write_text("\n".join(lines[:start] + lines[end:]),
                                            encoding="utf-8")
    assert refusal(folder) == f"components.yaml: missing field {section!r}"


def test_components_section_not_a_mapping(folder):
    edit(folder, "components.yaml", "designed:\n  source: designed",
         "designed: 7\nnothing:\n  source: designed")
    assert refusal(folder) == ("components.yaml: unknown field 'nothing' "
                               "(expected: colour_names, designed, rulebook)")


@pytest.mark.parametrize("section,key", [("rulebook", "tokens_per_colour"),
                                         ("designed", "track_length")])
def test_components_unknown_field_named_with_its_section(folder, section, key):
    edit(folder, "components.yaml", f"  {key}:", f"  {key}_typo: 1\n  {key}:")
    assert refusal(folder).startswith(
        f"components.yaml, section {section!r}: unknown field '{key}_typo' (expected: ")


@pytest.mark.parametrize("section", ["rulebook", "designed"])
def test_components_source_must_name_its_own_section(folder, section):
    other = "designed" if section == "rulebook" else "rulebook"
    edit(folder, "components.yaml", f"\n  source: {section}", f"\n  source: {other}")
    assert refusal(folder) == (f"components.yaml, section {section!r}: "
                               f"field 'source' should be {section!r}")


@pytest.mark.parametrize("section", ["rulebook", "designed"])
def test_components_source_missing(folder, section):
    edit(folder, "components.yaml", f"\n  source: {section}\n", "\n")
    assert refusal(folder) == f"components.yaml, section {section!r}: missing field 'source'"


def test_colours_missing(folder):
    edit(folder, "components.yaml", "  colours: [yellow, blue, red, green]", "")
    assert refusal(folder) == "components.yaml, section 'rulebook': missing field 'colours'"


def test_colours_not_a_list(folder):
    edit(folder, "components.yaml", "[yellow, blue, red, green]", "yellow")
    assert refusal(folder) == ("components.yaml, section 'rulebook': field 'colours' should "
                               "be a list, got 'yellow'")


@pytest.mark.parametrize("colours", [
    "[yellow]",                          # one colour: no Jokers can exist
    "[]",
    "[yellow, yellow, red, green]",      # a colour twice
    "[yellow, blue, red, yellow]",
    "[Yellow, blue, red, green]",        # not a lower-case name
    "[yellow, blue, red, 'dark green']",
    "[yellow, blue, red, 7]",            # not text at all
    "[yellow, blue, true, green]",
])
def test_colours_must_be_different_lower_case_names(folder, colours):
    edit(folder, "components.yaml", "[yellow, blue, red, green]", colours)
    assert refusal(folder) == ("components.yaml, section 'rulebook': field 'colours' "
                               "should list different colour names")


@pytest.mark.parametrize("section,key", [("rulebook", "jokers"), ("rulebook", "plan_rows"),
                                         ("designed", "crowned_jokers"),
                                         ("designed", "builder_strength")])
def test_a_negative_number_is_refused_naming_its_section(folder, section, key):
    text = (folder / "components.yaml").read_text(encoding="utf-8")
    line = next(l for l in text.splitlines() if l.startswith(f"  {key}: "))
    edit(folder, "components.yaml", line, f"  {key}: -1")
    assert refusal(folder) == (f"components.yaml, section {section!r}: "
                               f"field {key!r} should not be negative")


@pytest.mark.parametrize("key,value", [("jokers", "1.5"), ("track_length", "fifty"),
                                       ("scorings", "true")])
def test_a_number_of_the_wrong_kind_is_refused(folder, key, value):
    text = (folder / "components.yaml").read_text(encoding="utf-8")
    line = next(l for l in text.splitlines() if l.startswith(f"  {key}: "))
    edit(folder, "components.yaml", line, f"  {key}: {value}")
    section = "designed" if key == "track_length" else "rulebook"
    shown = {"1.5": "1.5", "fifty": "'fifty'", "true": "True"}[value]
    assert refusal(folder) == (f"components.yaml, section {section!r}: field {key!r} should "
                               f"be a whole number, got {shown}")


@pytest.mark.parametrize("key", ["builders_on_track", "stack_exhaustions", "scaffold_keeps_free"])
def test_zero_is_a_number_the_loader_accepts(folder, key):
    """Only negative numbers are refused: 0 is a count like any other."""
    text = (folder / "components.yaml").read_text(encoding="utf-8")
    line = next(l for l in text.splitlines() if l.startswith(f"  {key}: "))
    edit(folder, "components.yaml", line, f"  {key}: 0")
    assert getattr(load_numbers(folder / "components.yaml"), key) == 0


def test_two_colours_are_enough_for_the_numbers(folder):
    edit(folder, "components.yaml", "[yellow, blue, red, green]", "[yellow, blue]")
    text = (folder / "components.yaml").read_text(encoding="utf-8")      # and their names
    (folder / "components.yaml").write_text(text[:text.index("  red:\n")], encoding="utf-8")
    assert load_numbers(folder / "components.yaml").colours == ("yellow", "blue")


def test_crown_spaces_missing(folder):
    edit(folder, "components.yaml", "  crown_spaces: [5, 10, 15]", "")
    assert refusal(folder) == "components.yaml, section 'designed': missing field 'crown_spaces'"


def test_crown_spaces_not_a_list(folder):
    edit(folder, "components.yaml", "[5, 10, 15]", "5")
    assert refusal(folder) == ("components.yaml, section 'designed': field 'crown_spaces' "
                               "should be a list, got 5")


@pytest.mark.parametrize("spaces", [
    "[]", "[10, 5, 15]", "[5, 5, 15]", "[0, 10, 15]", "[-5, 10, 15]", "[5, 10, 50]",
    "[5, 10, 51]", "[5, 10, 15.5]", "[5, 10, '15']", "[true, 10, 15]"])
def test_crown_spaces_must_ascend_inside_the_track(folder, spaces):
    """Spaces 1..49 of the 0-49 track (designed ``track_length`` 50), each once, ascending."""
    edit(folder, "components.yaml", "[5, 10, 15]", spaces)
    assert refusal(folder) == ("components.yaml, section 'designed': field 'crown_spaces' "
                               "should be ascending spaces on the track")


@pytest.mark.parametrize("spaces,expected", [("[1, 10, 15]", (1, 10, 15)),
                                             ("[5, 10, 49]", (5, 10, 49)),
                                             ("[47, 48, 49]", (47, 48, 49))])
def test_crown_spaces_from_the_first_to_the_last_space_of_the_track(folder, spaces, expected):
    edit(folder, "components.yaml", "[5, 10, 15]", spaces)
    assert load_content_from(folder).numbers.crown_spaces == expected


def test_order_fields_and_element_fields_pair_up(folder):
    edit(folder, "components.yaml", "  element_fields: 3", "  element_fields: 4")
    assert refusal(folder) == ("components.yaml, section 'rulebook': each Order field pairs "
                               "with an element field: order_fields and element_fields "
                               "should be equal")


@pytest.mark.parametrize("spaces", ["[5, 10]", "[5, 10, 15, 20]"])
def test_one_crown_space_per_scoring(folder, spaces):
    """"Trzecie podliczanie punktow": 3 scorings, so 3 crown spaces."""
    edit(folder, "components.yaml", "[5, 10, 15]", spaces)
    assert refusal(folder) == ("components.yaml, section 'designed': one crown space per "
                               "scoring: crown_spaces should list 'scorings' spaces")


# ------------------------------------------------------------ orders.yaml

def test_orders_top_level_unknown_field(folder):
    edit(folder, "orders.yaml", "\nsource: designed", "\nsource: designed\nversion: 2")
    assert refusal(folder) == "orders.yaml: unknown field 'version' (expected: orders, source)"


def test_orders_list_missing_or_empty(folder):
    text = (folder / "orders.yaml").read_text(encoding="utf-8")
    head = text[:text.index("\norders:")]
    (folder / "orders.yaml").write_text(head + "\n", encoding="utf-8")
    assert refusal(folder) == "orders.yaml: missing field 'orders'"
    (folder / "orders.yaml").write_text(head + "\norders: {}\n", encoding="utf-8")
    assert refusal(folder) == "orders.yaml: field 'orders' should be a list, got {}"
    (folder / "orders.yaml").write_text(head + "\norders: []\n", encoding="utf-8")
    assert refusal(folder) == "orders.yaml: no orders listed"


def test_an_order_without_an_id_is_named_by_its_place_in_the_list(folder):
    edit(folder, "orders.yaml", "  - id: dismiss\n", "  - ident: dismiss\n")
    assert refusal(folder) == "orders.yaml, order 3: missing field 'id'"


def test_an_order_id_that_is_not_text(folder):
    edit(folder, "orders.yaml", "  - id: shift\n", "  - id: 12\n")
    assert refusal(folder) == "orders.yaml, order 2: field 'id' should be text, got 12"


def test_an_order_that_is_not_a_mapping(folder):
    edit(folder, "orders.yaml", "orders:\n", "orders:\n  - just words\n")
    assert refusal(folder) == ("orders.yaml, order 1: should be a mapping of fields, "
                               "got 'just words'")


def test_an_order_with_an_unknown_field_is_named_by_its_id(folder):
    edit(folder, "orders.yaml", "    name: {en: Shift, pl: Przesunięcie}\n",
         "    name: {en: Shift, pl: Przesunięcie}\n    cost: 2\n")
    assert refusal(folder) == ("orders.yaml, order 'shift': unknown field 'cost' "
                               "(expected: id, name, paid, text)")


@pytest.mark.parametrize("oid", ["Shift", "2shift", "shift-left", "shift left", ""])
def test_an_order_id_must_be_snake_case(folder, oid):
    edit(folder, "orders.yaml", "  - id: shift\n", f"  - id: '{oid}'\n")
    assert refusal(folder) == f"orders.yaml, order {oid!r}: id should be a new snake_case name"


@pytest.mark.parametrize("field", ["name", "text"])
def test_an_order_missing_its_name_or_text(folder, field):
    line = {"name": "    name: {en: Tax, pl: Podatek}\n",
            "text": "    text:\n      en: >-\n        Take the opponent's Coin if they have one; "
                    "otherwise take a Coin back from the supply if\n        you have none.\n"
                    "      pl: >-\n        Zabierz przeciwnikowi Monetę, jeśli ją ma; jeśli "
                    "nie ma, a ty też nie masz żadnej,\n        weź Monetę z puli.\n"}[field]
    edit(folder, "orders.yaml", line, "")
    assert refusal(folder) == f"orders.yaml, order 'tax': missing field {field!r}"


def test_an_order_name_that_is_not_text(folder):
    edit(folder, "orders.yaml", "    name: {en: Tax, pl: Podatek}\n", "    name: [Tax]\n")
    assert refusal(folder) == ("orders.yaml, order 'tax': field 'name' should give a text for "
                               "each language (en, pl), got ['Tax']")


def test_a_paid_order_that_is_not_text_or_null(folder):
    edit(folder, "orders.yaml", "    paid:\n      en: The opponent may do the same.\n"
         "      pl: Przeciwnik może zrobić to samo.\n", "    paid: 1\n")
    message = refusal(folder)
    assert message.startswith("orders.yaml, order 'hire': field 'paid' should give a text")
    assert message.endswith(", got 1")


# ------------------------------------------------------------ tokens.yaml

def test_tokens_top_level_unknown_field_and_source(folder):
    edit(folder, "tokens.yaml", "\nsource: designed", "\nsource: rulebook")
    assert refusal(folder) == "tokens.yaml: field 'source' should be 'designed'"
    edit(folder, "tokens.yaml", "\nsource: rulebook", "\nsource: designed\ncount: 58")
    assert refusal(folder) == "tokens.yaml: unknown field 'count' (expected: source, tokens)"


def test_tokens_list_missing(folder):
    edit(folder, "tokens.yaml", "\ntokens:\n", "\ntoken_list:\n")
    assert refusal(folder) == "tokens.yaml: unknown field 'token_list' (expected: source, tokens)"
    edit(folder, "tokens.yaml", "\ntoken_list:\n", "\n")
    assert refusal(folder).startswith("tokens.yaml, line ")


def test_tokens_must_be_a_list(folder):
    text = (folder / "tokens.yaml").read_text(encoding="utf-8")
    head = text[:text.index("\ntokens:")]
    (folder / "tokens.yaml").write_text(head + "\n", encoding="utf-8")
    assert refusal(folder) == "tokens.yaml: missing field 'tokens'"
    (folder / "tokens.yaml").write_text(head + "\ntokens: 58\n", encoding="utf-8")
    assert refusal(folder) == "tokens.yaml: field 'tokens' should be a list, got 58"


def test_a_token_without_an_id_is_named_by_its_place_in_the_list(folder):
    edit(folder, "tokens.yaml", "{id: y03,", "{name: y03,")
    assert refusal(folder) == "tokens.yaml, token 3: missing field 'id'"


def test_a_token_with_an_unknown_field_is_named_by_its_id(folder):
    edit(folder, "tokens.yaml", "{id: b02, colours: [blue], crown: true,",
         "{id: b02, colours: [blue], crown: true, glass: 1,")
    assert refusal(folder) == ("tokens.yaml, token 'b02': unknown field 'glass' "
                               "(expected: colours, crown, id, order)")


@pytest.mark.parametrize("field,old,new,reason", [
    ("colours", "{id: b02, colours: [blue], crown", "{id: b02, crown", "missing field 'colours'"),
    ("colours", "{id: b02, colours: [blue],", "{id: b02, colours: blue,",
     "field 'colours' should be a list, got 'blue'"),
    ("crown", "{id: b02, colours: [blue], crown: true,", "{id: b02, colours: [blue],",
     "missing field 'crown'"),
    ("order", "{id: b02, colours: [blue], crown: true, order: promote}",
     "{id: b02, colours: [blue], crown: true}", "missing field 'order'"),
    ("order", "{id: b02, colours: [blue], crown: true, order: promote}",
     "{id: b02, colours: [blue], crown: true, order: [promote]}",
     "field 'order' should be text, got ['promote']"),
])
def test_a_token_field_missing_or_mistyped(folder, field, old, new, reason):
    edit(folder, "tokens.yaml", old, new)
    assert refusal(folder) == f"tokens.yaml, token 'b02': {reason}"


@pytest.mark.parametrize("colours", ["[]", "[yellow, blue, red]", "[purple]", "[yellow, purple]",
                                     "[red, red]"])
def test_a_token_shows_one_colour_or_two_different_ones(folder, colours):
    """"Elementy gry": single-coloured tokens and two-coloured Jokers, nothing else."""
    edit(folder, "tokens.yaml", "{id: r04, colours: [red]", f"{{id: r04, colours: {colours}")
    assert refusal(folder) == ("tokens.yaml, token 'r04': colours should be one or two "
                               "different of yellow, blue, red, green")


@pytest.mark.parametrize("tid", ["Y01", "1y", "y-01"])
def test_a_token_id_must_be_a_lower_case_name(folder, tid):
    edit(folder, "tokens.yaml", "{id: y01,", f"{{id: '{tid}',")
    assert refusal(folder) == f"tokens.yaml, token {tid!r}: id should be a new lower-case name"


def test_jokers_counted_against_the_rulebook(folder):
    """"Elementy gry": 18 two-coloured tokens (Jokers)."""
    edit(folder, "tokens.yaml", "  - {id: bg2, colours: [blue, green], crown: false, "
                                "order: stained_glass}\n", "")
    assert refusal(folder) == "tokens.yaml, Jokers: 17 Jokers, the rulebook has 18"


def test_crowned_jokers_counted_against_components(folder):
    edit(folder, "tokens.yaml", "{id: br1, colours: [blue, red], crown: true",
         "{id: br1, colours: [blue, red], crown: false")
    assert refusal(folder) == "tokens.yaml, Jokers: 3 crowned Jokers, components.yaml says 4"
    edit(folder, "tokens.yaml", "{id: br1, colours: [blue, red], crown: false",
         "{id: br1, colours: [blue, red], crown: true")
    edit(folder, "tokens.yaml", "{id: bg1, colours: [blue, green], crown: false",
         "{id: bg1, colours: [blue, green], crown: true")
    assert refusal(folder) == "tokens.yaml, Jokers: 5 crowned Jokers, components.yaml says 4"


def test_crowns_of_a_colour_counted_against_components(folder):
    edit(folder, "tokens.yaml", "{id: b03, colours: [blue], crown: true",
         "{id: b03, colours: [blue], crown: false")
    assert refusal(folder) == "tokens.yaml, colour 'blue': 2 crowns, components.yaml says 3"


# ------------------------------------------------------------ a smallest sound set

SMALL_COMPONENTS = """\
rulebook:
  source: rulebook
  colours: [ochre, teal]
  tokens_per_colour: 1
  jokers: 1
  plan_rows: 2
  order_fields: 1
  element_fields: 1
  actions_per_turn: 1
  builders_per_player: 1
  builders_on_track: 0
  builders_per_element: 1
  coins_per_player: 0
  advancement_per_player: 0
  scaffolding: 0
  stained_glass: 0
  scorings: 1
  stack_exhaustions: 1
designed:
  source: designed
  crowned_per_colour: 0
  crowned_jokers: 1
  track_length: 2
  crown_spaces: [1]
  builder_strength: 1
  promoted_strength: 1
  stained_glass_points: 0
  scaffold_keeps_free: 0
colour_names:
  ochre: {name: {en: ochre, pl: ochrowy}, joined: {en: ochre, pl: ochrowo}}
  teal: {name: {en: teal, pl: morski}, joined: {en: teal, pl: morsko}}
"""
SMALL_ORDERS = """\
source: designed
orders:
  - {id: wait, name: {en: Wait, pl: Czekaj}, text: {en: Nothing happens., pl: Nic się nie dzieje.},
     paid: null}
"""
SMALL_TOKENS = """\
source: designed
tokens:
  - {id: o1, colours: [ochre], crown: false, order: wait}
  - {id: t1, colours: [teal], crown: false, order: wait}
  - {id: ot, colours: [ochre, teal], crown: true, order: wait}
"""


def test_a_two_colour_set_with_a_joker_of_both_colours_loads(tmp_path):
    """The loader takes the counts from components.yaml, not from the shipped game: two
    colours, one token each and one Joker showing both colours is a sound set."""
    for name, text in (("components.yaml", SMALL_COMPONENTS), ("orders.yaml", SMALL_ORDERS),
                       ("tokens.yaml", SMALL_TOKENS)):
        (tmp_path / name).write_text(text, encoding="utf-8")
    content = load_content_from(tmp_path)
    assert content.numbers.colours == ("ochre", "teal")
    assert content.numbers.crown_spaces == (1,)
    assert content.numbers.builders_on_track == 0
    assert list(content.orders) == ["wait"]
    assert content.tokens["ot"].colours == ("ochre", "teal") and content.tokens["ot"].joker
    assert [t.crown for t in content.tokens.values()] == [False, False, True]


# ------------------------------------------------------------ property

SECTIONS = {"rulebook": ("tokens_per_colour", "jokers", "plan_rows", "actions_per_turn",
                         "scaffolding", "stained_glass", "stack_exhaustions"),
            "designed": ("crowned_per_colour", "crowned_jokers", "builder_strength",
                         "promoted_strength", "stained_glass_points")}


@settings(max_examples=25, deadline=None,
          suppress_health_check=[HealthCheck.function_scoped_fixture])
@given(choice=st.sampled_from([(s, k) for s, keys in SECTIONS.items() for k in keys]),
       value=st.integers(min_value=-10**6, max_value=-1))
def test_any_negative_count_is_refused_and_names_the_field(folder, choice, value):
    section, key = choice
    path = folder / "components.yaml"
    original = path.read_text(encoding="utf-8")
    line = next(l for l in original.splitlines() if l.startswith(f"  {key}: "))
    try:
        path.write_text(original.replace(line, f"  {key}: {value}", 1), encoding="utf-8")
        assert numbers_refusal(folder) == (f"components.yaml, section {section!r}: "
                                           f"field {key!r} should not be negative")
    finally:
        path.write_text(original, encoding="utf-8")


# ------------------------------------------------------------ items of the wrong kind in a list
# A list, a mapping or a mixed item inside colours / crown_spaces / a token's colours is a
# damaged file like any other: refused with DataError, never a crash of the loader.

ODD_ITEMS = st.one_of(st.lists(st.integers(0, 60), max_size=2), st.dictionaries(
    st.sampled_from(["a", "b"]), st.integers(0, 9), max_size=1), st.text(
    alphabet="AZ -", min_size=1, max_size=4).map(repr), st.floats(0, 60).map(str),
    st.booleans().map(lambda b: "true" if b else "false"), st.just("null"))


def _yaml(item) -> str:
    """``item`` written as one YAML flow item (strings are given ready-written)."""
    if isinstance(item, list):
        return "[" + ", ".join(str(i) for i in item) + "]"
    if isinstance(item, dict):
        return "{" + ", ".join(f"{k}: {v}" for k, v in item.items()) + "}"
    return item


@settings(max_examples=25, deadline=None,
          suppress_health_check=[HealthCheck.function_scoped_fixture])
@given(item=ODD_ITEMS, where=st.integers(0, 3))
def test_a_colour_of_the_wrong_kind_is_refused(folder, item, where):
    colours = ["yellow", "blue", "red", "green"]
    colours[where] = _yaml(item)
    path = folder / "components.yaml"
    original = path.read_text(encoding="utf-8")
    try:
        path.write_text(original.replace("[yellow, blue, red, green]",
                                         "[" + ", ".join(colours) + "]", 1), encoding="utf-8")
        assert numbers_refusal(folder) == ("components.yaml, section 'rulebook': field "
                                           "'colours' should list different colour names")
    finally:
        path.write_text(original, encoding="utf-8")


@settings(max_examples=25, deadline=None,
          suppress_health_check=[HealthCheck.function_scoped_fixture])
@given(item=ODD_ITEMS, where=st.integers(0, 2))
def test_a_crown_space_of_the_wrong_kind_is_refused(folder, item, where):
    spaces = ["5", "10", "15"]
    spaces[where] = _yaml(item)
    path = folder / "components.yaml"
    original = path.read_text(encoding="utf-8")
    try:
        path.write_text(original.replace("[5, 10, 15]", "[" + ", ".join(spaces) + "]", 1),
                        encoding="utf-8")
        assert numbers_refusal(folder) == ("components.yaml, section 'designed': field "
                                           "'crown_spaces' should be ascending spaces on the track")
    finally:
        path.write_text(original, encoding="utf-8")


@pytest.mark.parametrize("colours", ["[[red]]", "[red, {a: 1}]", "[{red: 1}]", "[red, [blue]]",
                                     "[3]", "[null]"])
def test_a_token_colour_of_the_wrong_kind_is_refused(folder, colours):
    edit(folder, "tokens.yaml", "{id: r04, colours: [red]", f"{{id: r04, colours: {colours}")
    assert refusal(folder) == ("tokens.yaml, token 'r04': colours should be one or two "
                               "different of yellow, blue, red, green")


@pytest.mark.parametrize("colours", ["[yellow, [blue], red, green]", "[{y: 1}, blue, red, green]"])
def test_a_colour_list_with_a_list_or_mapping_in_it_is_refused(folder, colours):
    edit(folder, "components.yaml", "[yellow, blue, red, green]", colours)
    assert refusal(folder) == ("components.yaml, section 'rulebook': field 'colours' "
                               "should list different colour names")


@pytest.mark.parametrize("spaces", ["[5, [10], 15]", "[5, 10, '15']", "['5', 10, 15]",
                                    "[{a: 5}, 10, 15]"])
def test_a_crown_space_list_with_text_or_a_list_in_it_is_refused(folder, spaces):
    edit(folder, "components.yaml", "[5, 10, 15]", spaces)
    assert refusal(folder) == ("components.yaml, section 'designed': field 'crown_spaces' "
                               "should be ascending spaces on the track")
