"""The advanced variant of Baš-Čelik, outside its conflicts (those are in
``conflict_adv.py``): the front of the character cards (A., 3.: attribute dice, defence
bonuses, 12 Health, 10 ducats; G. Curses: the special abilities about dice and curses,
``front_ability``, which replace the back's, ``turns.ability``), the rolls' dice and
bonuses, companions as comrades (G.
Animals), permanent growth (8.1), weapons (8.2), the Key cards' powers after Baš-Čelik's
defeat (10.) and the position checks of the variant. Pure Python, no pygame.

A hero of the advanced variant carries these keys besides the basic ones (``State``):
``growth`` ({"strength": 0-2, "intelligence": 0-2}, the permanent tokens), ``trophies``
(the creature cards it keeps towards Strength growth, face up), ``prey`` (the nature an
Indifferent character eliminates for growth, "D" or "Z", ``None`` before it chooses),
``comrade`` (its Companion fights as a comrade) and ``fight`` (the creature conflict
under way on its field, ``conflict_adv``). A basic game's heroes have none of them.
"""
from __future__ import annotations

from games.bas_celik.adv_content import ATTRIBUTES, advanced as adv_data
from games.bas_celik.content import content
from games.bas_celik.state import State, hero, holds_key, in_play, roll, world_of

NATURE_PEACE = {("D", "D"), ("R", "R"), ("Z", "Z")}     # G. Creatures: no attack, no price
NATURE_WAR = {("D", "Z"), ("Z", "D")}                   # G. Creatures: a conflict must begin


def is_advanced(state: State) -> bool:
    """The game is played in the advanced variant (setup option ``variant``)."""
    return state.options.get("variant") == "advanced"


def front_ability(state: State, h: dict, handler: str) -> dict | None:
    """The special ability on the front of ``h``'s character card (A., G. Curses,
    advanced: "abilities related to rolling dice and defending against curses";
    ``content.FRONT_ABILITIES``) when it is ``handler`` and the game is advanced; else
    ``None``. (The back's abilities, ``turns.ability``, are the basic variant's.)"""
    if h.get("char") is None or not is_advanced(state):
        return None
    a = content().characters[h["char"]].advanced["ability"]
    return a if a["handler"] == handler else None


def ability_part(state: State, h: dict, roll_kind: str, attribute: str) -> list[list]:
    """The front ability's bonus to a ``roll_kind`` roll ("attack", "defence", "hide",
    "steal") of ``attribute``, as parts: ``[["ability", amount, character]]`` or ``[]``."""
    a = front_ability(state, h, "roll_bonus")
    if a and a["roll"] == roll_kind and a["attribute"] in (attribute, "any"):
        return [["ability", a["amount"], h["char"]]]
    return []


def open_part(state: State, h: dict, attribute: str, die: int, face: int) -> list[list]:
    """A front ability's open roll (``open_roll``): the die of ``attribute`` showing its
    top face is rolled once more and that face added, as ``[["open", face, character]]``
    (once: the second roll does not open again); else ``[]``."""
    a = front_ability(state, h, "open_roll")
    if a and a["attribute"] == attribute and face == die:
        return [["open", roll(state, die), h["char"]]]
    return []


def new_front(h: dict) -> None:
    """Give hero ``h`` (just taken) the advanced variant's keys, empty: no growth, no
    trophies, no prey chosen, no comrade, no conflict."""
    h.update(growth={"strength": 0, "intelligence": 0}, trophies=[], prey=None,
             comrade=False, fight=None)


# ---------------------------------------------------------------------------- dice

def attribute_die(state: State, seat: int, attribute: str) -> int:
    """The die ``seat``'s character rolls for ``attribute`` ("strength", "intelligence",
    "speed"): the size printed on the card's front (A.: 6, 8 or 10); d12 with Baš-Čelik's
    heart (10.: "a d12 for all rolls")."""
    h = hero(state, seat)
    if h["heart"]:
        return 12
    return content().characters[h["char"]].advanced[attribute]


def weapon_fits(card: str, attribute: str, use: str) -> bool:
    """A weapon card helps ``attribute`` in ``use`` ("attack" or "defence"), 8.2: a
    common one one attribute's attack or defence, a better one both of both."""
    w = content().card(card)
    return w.attribute in (attribute, "both") and w.use in (use, "both")


def hero_parts(state: State, seat: int, attribute: str, use: str, against: str = "creature",
               charm: bool = True) -> list[list]:
    """What is added to ``seat``'s roll of ``attribute`` when it ``use``s it ("attack" or
    "defence") against a "creature" or a "character" (``against``: no front ability
    tells them apart, unlike the back's conflict bonus), part by part as ``[kind,
    amount, card]``: ``growth`` (8.1's token),
    ``defence`` (the card's defence bonus, defending only, 5.), ``sword`` (+2 to attack
    and defence, B.; no other weapon then) or ``weapon`` (8.2, when it fits the attribute
    and the use), ``ability`` (the front's ``roll_bonus`` for that roll), ``event`` and
    ``curse`` (passing changes; curses void in the Centre, 10.) and ``charm`` (an item's,
    when ``charm``)."""
    h = hero(state, seat)
    char = content().characters[h["char"]]
    parts = []
    if h.get("growth", {}).get(attribute):
        parts.append(["growth", h["growth"][attribute], ""])
    if use == "defence" and char.advanced["defence"][attribute]:
        parts.append(["defence", char.advanced["defence"][attribute], h["char"]])
    if h["sword"]:
        parts.append(["sword", content().card(h["sword"]).bonus, h["sword"]])
    elif h["weapons"] and weapon_fits(h["weapons"][0], attribute, use):
        parts.append(["weapon", content().card(h["weapons"][0]).bonus, h["weapons"][0]])
    parts += ability_part(state, h, use, attribute)
    centre = world_of(h["field"]) == "centre"
    parts += [[src, m, ""] for m, _n, src in h["mods"] if not (centre and src == "curse")]
    if charm and h["charm"]:
        parts.append(["charm", h["charm"], ""])
    return parts


def hero_roll(state: State, seat: int, attribute: str, use: str, charm: bool = True,
              comrade: bool = True) -> dict:
    """Roll ``seat``'s ``attribute`` die with its bonuses (``hero_parts``) and a front
    ability's open roll (``open_part``); attacking (when ``comrade``), a comrade adds its
    own die (G. Animals, advanced: "you attack with 2 dice"; never in defence). An item's
    charm is spent by the roll (when ``charm``). Returns ``{"die", "roll", "parts",
    "total"}``; the comrade's roll is one of the parts (``["comrade", roll, card]``, its
    die in ``comrade_die``)."""
    h = hero(state, seat)
    die = attribute_die(state, seat, attribute)
    face = roll(state, die)
    parts = open_part(state, h, attribute, die, face) + \
        hero_parts(state, seat, attribute, use, charm=charm)
    out = {"die": die, "roll": face}
    if comrade and use == "attack" and h.get("comrade") and h["companion"]:
        cdie = content().card(h["companion"]).die
        parts.append(["comrade", roll(state, cdie), h["companion"]])
        out["comrade_die"] = cdie
    if charm:
        h["charm"] = 0
    out.update(parts=parts, total=face + sum(p[1] for p in parts))
    return out


def speed_roll(state: State, seat: int) -> dict:
    """A Hiding roll (4.4.3, advanced), from a creature, a beast or a character: the
    card's Speed die (d12 with the heart) plus the Horse's bonus (8.2), a Speed weapon's
    (Icy Circle, Talisman) and the front ability's (a Hiding bonus, an open Speed roll).
    ``{"die", "roll", "parts", "total"}``."""
    h = hero(state, seat)
    die = attribute_die(state, seat, "speed")
    face = roll(state, die)
    parts = open_part(state, h, "speed", die, face) + speed_parts(state, seat)
    return {"die": die, "roll": face, "parts": parts, "total": face + sum(p[1] for p in parts)}


def speed_parts(state: State, seat: int) -> list[list]:
    """What is added to ``seat``'s Hiding roll (4.4.3, advanced: "any bonuses (a Horse
    card or similar)"): the Horse's bonus (8.2), a Speed weapon's (Icy Circle,
    Talisman; not beside the Miraculous Sword) and the front ability's Hiding bonus."""
    h = hero(state, seat)
    parts = []
    horse = next((t for t in h["transport"] if t.split("#")[0] == "horse"), None)
    if horse and adv_data().horse_speed:
        parts.append(["horse", adv_data().horse_speed, horse])
    if h["weapons"] and content().card(h["weapons"][0]).attribute == "speed" and not h["sword"]:
        parts.append(["weapon", content().card(h["weapons"][0]).bonus, h["weapons"][0]])
    return parts + ability_part(state, h, "hide", "speed")


def curse_roll(state: State, by: int, target: int, card: str) -> dict | None:
    """A curse ``card`` laid by ``by`` on ``target`` whose front ability is
    ``curse_ward`` (G. Curses, advanced: "defending against curses"): ``target`` rolls
    its Intelligence (A.: the attribute that avoids curses) with its defence bonuses
    against ``by``'s Intelligence with its attack bonuses (no charm, no comrade: a curse
    is no blow); higher or equal wards the curse off, no card spent. Returns the
    ``curse_roll`` event (``warded``), ``None`` without the ability."""
    if not front_ability(state, hero(state, target), "curse_ward"):
        return None
    d = hero_roll(state, target, "intelligence", "defence", charm=False)
    a = hero_roll(state, by, "intelligence", "attack", charm=False, comrade=False)
    return {"type": "curse_roll", "seat": target, "other": by, "card": card,
            "die": d["die"], "roll": d["roll"], "parts": d["parts"], "total": d["total"],
            "other_die": a["die"], "other_roll": a["roll"], "other_parts": a["parts"],
            "other_total": a["total"], "warded": d["total"] >= a["total"], "barrier": True}


def curse_eased(state: State, h: dict, strength: int) -> int:
    """How much of a curse holds on ``h`` (G. Curses): a weakening curse's amount or a
    paralysis' cycles (``strength``) less the front ability ``curse_resist``'s amount,
    never below 0."""
    a = front_ability(state, h, "curse_resist")
    return max(0, strength - a["amount"]) if a else strength


# ---------------------------------------------------------------------------- creatures

def foe_die(card: str, attribute: str) -> int:
    """The die a creature rolls for ``attribute`` (its card's Strength or Intelligence;
    an animal its one die, G. Animals; a beast of the finale its dice and every Speed
    die from ``advanced.yaml``)."""
    kind = content().card(card)
    foe = adv_data().foes[kind.id]
    if attribute == "speed":
        return foe.speed
    if kind.kind == "animal":
        return kind.die
    source = foe if kind.kind == "beast" else kind
    return source.strength if attribute == "strength" else source.intelligence


def beast_health(card: str) -> int:
    """A beast's own Health in the advanced variant (10.: "treated as characters with
    their own Health"; ``advanced.yaml``)."""
    return adv_data().foes[content().card(card).id].health


def terrain_parts(card: str, field_id: str, attribute: str) -> list[list]:
    """The terrain marks of ``card`` that change ``attribute`` on ``field_id`` (5.: a
    black mark while it stands on that terrain, a white one while it does not), as
    ``["terrain", amount, terrain id]``."""
    foe = adv_data().foes.get(content().card(card).id)
    if foe is None:
        return []
    here = adv_data().field_terrain.get(field_id)
    out = []
    for m in foe.marks:
        on = here == m["terrain"]
        if (on if m["fill"] == "black" else not on) and m["attribute"] in (attribute, "both"):
            out.append(["terrain", m["amount"], m["terrain"]])
    return out


def foe_parts(state: State, field_id: str, card: str, attribute: str, use: str) -> list[list]:
    """What is added to a creature's roll: its terrain marks, its defence bonus when it
    defends (``["defence", n, card]``), a weakening curse laid on it (``["curse", -n, ""]``)."""
    parts = terrain_parts(card, field_id, attribute)
    foe = adv_data().foes.get(content().card(card).id)
    if use == "defence" and foe is not None and foe.defence.get(attribute):
        parts.append(["defence", foe.defence[attribute], card])
    amount, _cycles, spell = state.spells.get(field_id, (0, 0, None))
    if spell == "weaken" and amount:
        parts.append(["curse", -amount, ""])
    return parts


def foe_choice(card: str, field_id: str) -> str:
    """The attribute a creature attacks with (5.: "by its own choice"; the app chooses for
    it): the one with the higher mean attack on this field, Strength on a tie."""
    def mean(a):
        return (foe_die(card, a) + 1) / 2 + sum(p[1] for p in terrain_parts(card, field_id, a))
    return max(ATTRIBUTES, key=lambda a: (mean(a), a == "strength"))


def pairing(state: State, seat: int, card: str) -> str:
    """G. Creatures, advanced: ``"fight"`` (D/Z, Z/D: a conflict must begin), ``"peace"``
    (D/D, R/R, Z/Z: no attack, no price) or ``"bribe"`` (R with D or Z: it may be bribed,
    else it attacks)."""
    pair = (content().characters[hero(state, seat)["char"]].nature, content().card(card).nature)
    if pair in NATURE_WAR:
        return "fight"
    return "peace" if pair in NATURE_PEACE else "bribe"


# ---------------------------------------------------------------------------- growth (8.1)

def prey_natures(h: dict) -> tuple:
    """The natures whose creatures count for ``h``'s Strength growth (8.1): a Good
    character's Evil ones, an Evil character's Good ones, an Indifferent character's
    chosen nature (both while it has not chosen); Indifferent creatures count too, two
    for one."""
    nature = content().characters[h["char"]].nature
    if nature == "R":
        return (h["prey"],) if h.get("prey") else ("D", "Z")
    return ("Z",) if nature == "D" else ("D",)


def points(h: dict, nature: str) -> int:
    """Growth points of ``h``'s trophies towards ``nature`` (8.1: one a creature of it,
    one for two Indifferent ones)."""
    natures = [content().card(c).nature for c in h["trophies"]]
    return natures.count(nature) + natures.count("R") // adv_data().rules["indifferent_per_creature"]


def keep_trophy(state: State, seat: int, card: str) -> bool:
    """An eliminated creature ``card`` stays with ``seat``'s character as a trophy when
    it counts for a Strength growth still to come (8.1); returns whether it was kept."""
    h = hero(state, seat)
    if h.get("trophies") is None or h["growth"]["strength"] >= 2:
        return False
    nature = content().card(card).nature
    if content().card(card).kind != "creature" or \
            (nature != "R" and nature not in prey_natures(h)):
        return False
    h["trophies"] = sorted(h["trophies"] + [card])
    return True


def grow_strength(state: State, seat: int) -> list[dict]:
    """8.1: once the trophies make the count (4 for +1, 3 more for +2) towards the
    character's nature of prey, the Strength token grows and those cards go back under
    their piles (the creature ones first, then Indifferent pairs). An Indifferent
    character grows only once it has chosen its prey (``prey``)."""
    from games.bas_celik.turns import return_fate
    h = hero(state, seat)
    natures = prey_natures(h)
    level = h["growth"]["strength"]
    if len(natures) != 1 or level >= 2:
        return []
    need = adv_data().rules["strength_growth"][level]
    if points(h, natures[0]) < need:
        return []
    own = [c for c in h["trophies"] if content().card(c).nature == natures[0]][:need]
    pair = adv_data().rules["indifferent_per_creature"]
    rest = [c for c in h["trophies"] if content().card(c).nature == "R"][:(need - len(own)) * pair]
    for card in own + rest:
        h["trophies"].remove(card)
        return_fate(state, card)
    h["growth"]["strength"] = level + 1
    return [{"type": "grew", "seat": seat, "attribute": "strength", "level": level + 1,
             "cards": len(own + rest)}]


def choose_prey(state: State, seat: int, nature: str) -> list[dict]:
    """An Indifferent character chooses, once for the game, the nature whose creatures
    count for its Strength growth (8.1); the trophies of the other nature go back."""
    from games.bas_celik.turns import return_fate
    h = hero(state, seat)
    h["prey"] = nature
    for card in [c for c in h["trophies"] if content().card(c).nature not in (nature, "R")]:
        h["trophies"].remove(card)
        return_fate(state, card)
    return [{"type": "prey", "seat": seat, "nature": nature}] + grow_strength(state, seat)


def intelligence_need(h: dict) -> int | None:
    """Curses ``h`` must hold for its next Intelligence token (8.1: 3, then 2 more);
    ``None`` at +2."""
    level = h["growth"]["intelligence"]
    return None if level >= 2 else adv_data().rules["intelligence_growth"][level]


def grow_intelligence(state: State, seat: int) -> list[dict]:
    """8.1: the character returns the curses collected, unused, face down under their
    piles (the weakest first) and its Intelligence token grows by one."""
    from games.bas_celik.turns import return_face_down
    h = hero(state, seat)
    need = intelligence_need(h)

    def weak(card):
        eff = content().card(card).effect
        return (eff["handler"] == "paralyse", eff.get("amount", 0), card)
    for card in sorted(h["curses"], key=weak)[:need]:
        h["curses"].remove(card)
        return_face_down(state, card)
    h["growth"]["intelligence"] += 1
    return [{"type": "grew", "seat": seat, "attribute": "intelligence",
             "level": h["growth"]["intelligence"], "cards": need}]


# ---------------------------------------------------------------------------- weapons (8.2)

def _place_kinds(field_id: str) -> set:
    f = content().fields[field_id]
    kinds = {f.kind}
    if f.kind == "castle" and f.world == "inner":
        kinds.add("inner_castle")
    return kinds


def weapon_offers(state: State, seat: int) -> list[dict]:
    """8.2: the weapons ``seat`` may buy where it stands: common ones (+1, up to 15
    ducats) in every settlement (a village, the tower, the castles, the Blacksmith), the
    better ones (+2) at the Inner World's castles, the Blacksmith and the Wonder Stone;
    only without a weapon (one in use), as far as its ducats go."""
    c = content()
    h = hero(state, seat)
    if h["weapons"]:
        return []
    here = _place_kinds(h["field"])
    rules = adv_data().rules
    common = bool(here & set(rules["common_shops"]))
    better = bool(here & set(rules["better_shops"]))
    out = []
    for w in sorted({x.split("#")[0] for x in state.bank["weapons"]}):
        card = c.cards[w]
        ok = common if card.price <= rules["common_price_most"] else better
        if ok and h["ducats"] >= card.price:
            out.append({"type": "buy", "card": w})
    return out


def sells_here(field_id: str) -> bool:
    """8.2: a weapon goes back to the pile for half its price on a settlement's field."""
    return bool(_place_kinds(field_id) & set(adv_data().rules["common_shops"]))


# ---------------------------------------------------------------------------- Key cards (10.)

KEY_TAKES = {"boar": "strength", "owl": "intelligence", "swallow": "transport"}


def _key_targets(h: dict, key: str) -> list[str]:
    """The cards of ``h`` a Key card's power removes (10., advanced): the Boar a weapon
    that increases Strength, the Owl one that increases Intelligence, the Swallow the
    Transport that adds Speed (the Horse) or room (the Mule)."""
    what = KEY_TAKES[key]
    if what == "transport":
        return [t for t in h["transport"] if t.split("#")[0] in ("horse", "mule")]
    return [w for w in h["weapons"] if content().card(w).attribute in (what, "both")]


def key_power_options(state: State, seat: int) -> list[dict]:
    """After Baš-Čelik's defeat (10., advanced), each Key card ``seat`` holds may be used
    against another character in play: ``key_power {card, target, what}``."""
    if state.centre["bc"] == "centre":
        return []
    h = hero(state, seat)
    out, seen = [], set()
    for card in h["items"]:
        key = content().card(card).id
        if key not in KEY_TAKES or key in seen:
            continue
        seen.add(key)
        for t in range(len(state.heroes)):
            if t != seat and in_play(state, t):
                for what in _key_targets(state.heroes[t], key):
                    out.append({"type": "key_power", "card": card, "target": t, "what": what})
    return out


def key_power(state: State, seat: int, card: str, target: int, what: str) -> list[dict]:
    """Use the Key card ``card`` on ``target``: it takes ``what`` (a weapon or Transport
    card) back to the bank, unless ``target`` holds the same Key card (10.: "you can
    defend against an attack if you possess the same key card"; it keeps it). The Key
    card used goes back to its location (it is used as an item, G. Items)."""
    from games.bas_celik.turns import return_card
    h, t = hero(state, seat), hero(state, target)
    key = content().card(card).id
    h["items"].remove(card)
    return_card(state, card)
    if holds_key(t, key):
        return [{"type": "key_warded", "seat": target, "other": seat, "card": card}]
    group = "weapons" if what in t["weapons"] else "transport"
    t[group].remove(what)
    return_card(state, what)
    return [{"type": "key_power", "seat": seat, "other": target, "card": card, "what": what}]


# ---------------------------------------------------------------------------- turn options

def side_options(state: State, seat: int) -> list[dict]:
    """What a hero of the advanced variant may do at any moment of its turn besides the
    basic side options: make its Companion a comrade (G. Animals), choose its prey (an
    Indifferent character, 8.1), grow Intelligence from its curses (8.1), use a Key
    card's power (10.)."""
    h = hero(state, seat)
    out = []
    if h["companion"] and not h.get("comrade"):
        out.append({"type": "comrade"})
    if content().characters[h["char"]].nature == "R" and not h.get("prey"):
        out += [{"type": "prey", "nature": "D"}, {"type": "prey", "nature": "Z"}]
    need = intelligence_need(h)
    if need is not None and len(h["curses"]) >= need:
        out.append({"type": "grow"})
    return out + key_power_options(state, seat)


def make_comrade(state: State, seat: int) -> list[dict]:
    """G. Animals, advanced: the Companion becomes a comrade and from then on always
    goes with the character: it adds its die to the attacks and takes the first
    successful strike against the character (and is gone)."""
    h = hero(state, seat)
    h["comrade"] = True
    return [{"type": "comrade", "seat": seat, "card": h["companion"]}]


# ---------------------------------------------------------------------------- checks

def invariant_problems(state: State) -> list[str]:
    """The advanced variant's position checks: growth tokens 0 to 2, trophies are
    creature cards, a conflict stands on its creature's (or beast's) field, the beasts'
    and Baš-Čelik's Health."""
    found = []
    for s, h in enumerate(state.heroes):
        if h is None or "growth" not in h:
            continue
        if any(v not in (0, 1, 2) for v in h["growth"].values()):
            found.append(f"seat {s} has a growth token out of 0-2")
        if any(content().card(c).kind != "creature" for c in h["trophies"]):
            found.append(f"seat {s} keeps a trophy that is no creature")
        f = h.get("fight")
        there = None if f is None or not in_play(state, s) else \
            state.centre["beasts"].get(h["field"], {}).get("card") if f.get("beast") else \
            state.board.get(h["field"])
        if f is not None and there != f["card"]:
            found.append(f"seat {s} fights a creature that is not on its field")
        if h.get("comrade") and not h["companion"]:
            found.append(f"seat {s} has a comrade but no Companion")
    for f, beast in state.centre["beasts"].items():
        if not 0 < beast["health"] <= beast_health(beast["card"]):
            found.append(f"the beast on {f} has Health out of range")
    bc = state.centre.get("bc_health")
    if bc is not None and not 0 <= bc <= adv_data().rules["bas_health"]:
        found.append("Baš-Čelik's Health is out of range")
    return found
