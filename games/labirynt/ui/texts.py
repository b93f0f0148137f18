"""Every word the Labirynt board shows, in the language shown: the name of each thing,
the label of every legal action (``action_label``), what the seat to move may do now
(``instruction``), why a chamber cannot be entered (``move_refusal``) and what hovering
over a chamber says. Reads only a seat's view (``rules.view``) and the designed content;
nothing here decides what is legal (the rules' ``legal_actions`` does)."""
from __future__ import annotations

from games.engine import i18n
from games.engine.i18n import N_, _, counted
from games.labirynt.content import content, kind_of
from games.labirynt.log_lines import char_name, clash_verdict, faces_text
from games.labirynt.rolls import OLD_REROLLS

ZOMBIE = "zombie"
# The rules' refusal of a step that is not legal (the same words as ``rules.py``'s, so the
# same translation).
MOVE_REFUSED = N_("That character cannot move there.")


def item_name(token: str) -> str:
    """A token's short name for a button or a card: the Find's kind ("Sword"), "Crystal"
    or "Rune of Fire"."""
    kind = kind_of(token)
    if kind == "crystal":
        return _("Crystal")
    if kind == "rune":
        return _("Rune of {element}").format(element=element_name(token.split(".")[1]))
    return content().find(token).name


def item_kind(token: str) -> str:
    """The art kind of a token (``sprites.labirynt.art.TOKEN_KINDS``)."""
    kind = kind_of(token)
    return kind if kind != "find" else content().find(token).category


def item_help(token: str) -> str:
    """What a token is and does (its name and the Finds Table's text)."""
    kind = kind_of(token)
    if kind == "crystal":
        return _("Crystal: carried into your own Camp it turns into 5 gems.")
    if kind == "rune":
        return _("{rune}: deliver it to the {element} chamber of another board for a "
                 "Crystal.").format(rune=item_name(token),
                                    element=element_name(token.split(".")[1]))
    find = content().find(token)
    return f"{find.name}: {find.text}"


def element_name(element: str) -> str:
    """An element's name ("Fire")."""
    return i18n.text(content().elements[element])


def team_name(team: str | None) -> str:
    """A team's name ("Dwarves"); "No team yet" before it is drawn or chosen."""
    if team is None:
        return _("No team yet")
    return i18n.text(content().teams[team])


def teleport_faces(view: dict) -> str:
    """Which k6 faces send the mover's Teleport to which board ("1–3: The Rat Runs;
    4–6: The Moonlit Halls"): the other boards in order after the mover's, the faces
    split over them as ``boards.yaml`` says (``turns.teleport_targets``)."""
    mover = next(c for c in view["chars"] if c["id"] == view["mover"])
    count = len(view["boards"])
    targets = [(mover["place"][0] + i) % count for i in range(1, count)]
    return faces_text([(faces, board_name(view, board)) for board, faces in
                       zip(targets, content().teleport_faces(len(targets)))])


def board_name(view: dict, b: int) -> str:
    """Board ``b``'s name: its side's name once the side is known, else "Board N"."""
    board = view["boards"][b]
    if board["side"] is None:
        return _("Board {n}").format(n=board["board"])
    return content().sides[(board["board"], board["side"])].name


def chamber_name(view: dict, place) -> str:
    """A chamber as the board names it: "Chamber 4", "Camp", "Teleport", "Runes"."""
    board = view["boards"][place[0]]
    here = content().sides[(board["board"], board["side"])].chambers[place[1]]
    return {"camp": _("Camp"), "teleport": _("Teleport"), "runes": _("Runes chamber")}.get(
        here.kind) or _("Chamber {n}").format(n=here.number)


SKIPPED_WORDS = {"the", "of"}     # never the letter of a figure


def initial(cid: str) -> str:
    """The letter on a character's figure, different from its teammates' (a playtester
    could not tell Eriald from the Elven Druid, both "E"): a name's words' first letters,
    then its second letter, are its candidates; the characters of a team with fewest
    candidates choose first, each the first candidate not taken. In the language shown."""
    return _team_initials(i18n.language()).get(cid) or _candidates(cid)[0]


def _candidates(cid: str) -> list[str]:
    words = [w for w in name_of(cid).replace("-", " ").split() if w.lower() not in SKIPPED_WORDS]
    words = words or [name_of(cid) or "?"]
    found = [w[0].upper() for w in words if w[:1].isalpha()]
    if len(words[0]) > 1 and words[0][1].isalpha():
        found.append(words[0][1].upper())
    return list(dict.fromkeys(found)) or ["?"]


_INITIALS: dict[str, dict[str, str]] = {}


def _team_initials(language: str) -> dict[str, str]:
    if language not in _INITIALS:
        chosen: dict[str, str] = {}
        teams: dict[str, list[str]] = {}
        for cid, card in content().characters.items():
            teams.setdefault(card.team, []).append(cid)
        for members in teams.values():
            taken: set[str] = set()
            for cid in sorted(members, key=lambda c: (len(_candidates(c)), members.index(c))):
                letter = next((x for x in _candidates(cid) if x not in taken), _candidates(cid)[0])
                chosen[cid] = letter
                taken.add(letter)
        _INITIALS[language] = chosen
    return _INITIALS[language]


def name_of(cid: str, role: str | None = None) -> str:
    """A character's name (the Zombie's too), as its sentence uses it (``role``:
    ``log_lines.char_name``'s "of", "object", "to", for the languages that decline
    names)."""
    return char_name(cid, role)


def side_of_fight(view: dict, side: str) -> str:
    """Who fights on ``side`` ("attacker"/"defender") of the fight under way."""
    fight = view["combat"]
    if side == "attacker":
        return name_of(fight["attacker"])
    if fight["kind"] == "monster":
        return content().rows[fight["row"]].name
    from games.engine.words import and_list
    return and_list([name_of(c) for c in fight["defenders"]])


def die_owner(view: dict, die: int) -> str:
    """Whose die ``die`` of the roll under way is: the attacker's or defender's side in a
    fight, else "die 1", "die 2"."""
    roll = view["roll"]
    if roll and roll["purpose"] == "clash" and view["combat"]:
        return side_of_fight(view, "attacker" if die == 0 else "defender")
    return _("die {n}").format(n=die + 1)


def offer_note(view: dict) -> str:
    """What the re-roll dialog's buttons do, by the game's reading of the re-rolls
    (``rolls.py``: each die once, or again and again; a game set up before the option
    plays again and again)."""
    if view["options"].get("rerolls", OLD_REROLLS) == "once":
        return _("Each seat below may pay 2 gems to re-roll a die not re-rolled yet (a "
                 "re-rolled die stands), or cast a Change of Fate if it can. Its button "
                 "shows its choices to it alone.")
    return _("Each seat below may pay 2 gems to re-roll a die, even one re-rolled before, "
             "or cast a Change of Fate if it can. Its button shows its choices to it alone.")


def _starters(view: dict, action: dict) -> str:
    return " + ".join(name_of(c) for c in action["characters"])


def action_label(view: dict, action: dict) -> str:
    """The button label of a legal ``action`` (``rules.legal_actions``) for the seat that
    decides, whose view is ``view``. Raises ``KeyError`` for an unknown action type."""
    t = action["type"]
    a = action
    simple = {
        "teleport_roll": N_("Roll for the board"), "explore": N_("Explore the chamber"),
        "ready": N_("Cast no more"), "keep": N_("Let the roll stand"),
        "done": N_("Go on to the Quests"), "unwield": N_("Put the Weapon away"),
        "extra_move": N_("Another move (1 gem)"), "end_turn": N_("End the turn"),
    }
    if t in simple:
        return _(simple[t])
    if t == "choose_team":
        return team_name(a["team"])
    if t == "choose_side":
        board = view["boards"][view["current_seat"]]["board"]
        return _("Side {side}: {name}").format(side=a["side"],
                                               name=content().sides[(board, a["side"])].name)
    if t == "choose_starters":
        return _starters(view, a)
    if t == "teleport_to":
        return _("Pay 2 gems: {board}").format(board=board_name(view, a["board"]))
    if t == "teleport_spell":
        return _("{name}: Teleport to {board}").format(name=name_of(a["character"]),
                                                        board=board_name(view, a["board"]))
    if t in ("move", "haste"):
        how = _("{name} to {chamber}") if t == "move" else _("{name}: Haste to {chamber}")
        return how.format(name=name_of(a["character"]), chamber=chamber_name(view, a["to"]))
    if t == "attack":
        return _("Attack {name}").format(name=name_of(a["target"]))
    if t == "defend":
        return _("Defend together") if a["together"] else _("Defend alone")
    if t == "cast":
        if a.get("target"):
            return _("Cast {scroll} on {name}").format(scroll=item_name(a["scroll"]),
                                                       name=name_of(a["target"]))
        return _("Cast {scroll}").format(scroll=item_name(a["scroll"]))
    if t == "reroll":
        return _("Re-roll {whose} (2 gems)").format(whose=die_owner(view, a["die"]))
    if t == "fate":
        return _("Change of Fate: {whose} {delta:+d}").format(whose=die_owner(view, a["die"]),
                                                              delta=a["delta"])
    if t == "discard_armour":
        return _("Lose the {armour}").format(armour=item_name(a["token"]))
    if t == "drop":
        return _("Put down {item}").format(item=item_name(a["token"]))
    if t == "take":
        return _("Take {item}").format(item=item_name(a["token"]))
    if t == "give":
        # TRANSLATORS: a button handing an item to a teammate standing in the chamber
        return _("{item} \u2192 {name}").format(item=item_name(a["token"]), name=name_of(a["to"]))
    if t == "receive":
        # TRANSLATORS: a button taking an item from a teammate standing in the chamber
        return _("{item} \u2190 {name}").format(item=item_name(a["token"]), name=name_of(a["from"]))
    if t == "wield":
        return _("Wield the {item}").format(item=item_name(a["token"]))
    if t == "wear":
        return _("Wear the {item}").format(item=item_name(a["token"]))
    if t == "unwear":
        return _("Take off the {item}").format(item=item_name(a["token"]))
    if t == "drink":
        return _("{name} drinks an Elixir").format(name=name_of(a["character"]))
    if t == "heal":
        return _("{name} casts a Healing Word").format(name=name_of(a["character"]))
    if t == "ability":
        return _("Special ability: discard {item}").format(item=item_name(a["discard"]))
    if t == "make_glove":
        return _("Make the Glove of Doom ({weapon}, {armour}, {scroll})").format(
            weapon=item_name(a["weapon"]), armour=item_name(a["armour"]),
            scroll=item_name(a["scroll"]))
    raise KeyError(t)


# What the seat that decides is asked, by phase ({name}: that seat's player).
_ASK = {
    "team": N_("{name}: choose your team."),
    "side": N_("{name}: choose the side of your board."),
    "starters": N_("{name}: choose the two characters who start in the Camp."),
    "move": N_("{name}: move a character: click one of yours, then a lit chamber."),
    "teleport": N_("{name}: roll for the Teleport's board, or pay 2 gems to choose it."),
    "arrange": N_("{name}: arrange equipment, fight, or explore the chamber."),
    "joint": N_("{name}: do your two characters defend together?"),
    "casting": N_("{name}: cast a scroll in the fight, or cast no more."),
    "roll": N_("{name}: let the roll stand, re-roll a die or change it."),
    "armour": N_("{name}: choose the Armour piece that takes the wound."),
    "room": N_("{name}: the Backpack is full: put an item down."),
    "penetrate": N_("{name}: take, leave or hand over items, then go on."),
    "finish": N_("{name}: end the turn, or rearrange, use an ability, make the Glove."),
}


def route_label(view: dict, action: dict) -> str:
    """A Haste move (``rules``' ``haste {character, via, to}``) named by its route: the
    chamber passed through and the one reached."""
    return _("{name}: Haste through {via} to {chamber}").format(
        name=name_of(action["character"]), via=chamber_name(view, action["via"]),
        chamber=chamber_name(view, action["to"]))


def instruction(view: dict, name: str) -> str:
    """The top line: what ``name`` (the seat that decides) may do now; the winner once
    the game is over."""
    if view["phase"] == "over":
        from games.engine.words import and_list
        names = and_list([view["players"][s]["name"] for s in view["winners"]])
        return _("The game is over: {names} won.").format(names=names)
    return _(_ASK[view["phase"]]).format(name=name)


def move_refusal(view: dict, cid: str, place, reason: str) -> str:
    """Why ``cid`` cannot move to ``place`` now: a fact read from the view (no passage
    from where it stands, three characters there, another team's Camp) before the rules'
    own refusal ``reason``."""
    me = next(c for c in view["chars"] if c["id"] == cid)
    here = me["place"]
    board = view["boards"][place[0]]
    side = content().sides[(board["board"], board["side"])]
    target = side.chambers[place[1]]
    crowd = [c for c in view["chars"] if c["place"] == list(place) and c["status"] == "active"]
    if here == list(place):
        fact = _("{name} stands here.").format(name=name_of(cid))
    elif here[0] != place[0] or place[1] not in side.neighbours[here[1]]:
        fact = _("No passage leads here from where {name} stands.").format(name=name_of(cid))
    elif len(crowd) >= 3:
        fact = _("Three characters already stand here.")
    elif target.kind == "camp" and board["owner"] is not None and \
            board["owner"] != me["seat"]:
        fact = _("Another team's Camp cannot be entered.")
    else:
        fact = ""
    return f"{fact} {reason}".strip()


def lp_text(lp: int, most: int) -> str:
    """"LP 3/4"."""
    return _("LP {lp}/{most}").format(lp=lp, most=most)


def gems_text(n: int) -> str:
    """"5 gems"."""
    return counted(n, "{n} gem", "{n} gems")


def backpack_text(n: int, windows: int) -> str:
    """"Backpack 2/4"."""
    return _("Backpack {n}/{windows}").format(n=n, windows=windows)


def setup_tip(view: dict, action: dict) -> str | None:
    """A setup choice's tooltip: a side's summary (and that the boards show it while the
    button is hovered), the two characters' cards, a team's three cards; else ``None``."""
    from games.labirynt.tables import card_line, side_summary
    t = action["type"]
    if t == "choose_side":
        board = view["boards"][view["current_seat"]]["board"]
        return side_summary(board, action["side"]) + "\n" + _(
            "The boards show this side while the mouse is on the button.")
    if t == "choose_starters":
        return "\n".join(card_line(c) for c in action["characters"])
    if t == "choose_team":
        return "\n".join(card_line(c) for c in content().team_characters(action["team"]))
    return None


def _fighters(chars: list[str], row: int | None) -> str:
    if row is not None and not chars:
        return content().rows[row].name
    from games.engine.words import and_list
    return and_list([name_of(c) for c in chars])


def clash_text(event: dict) -> str:
    """A clash's result (a ``clash`` event of the rules) for the banner: each side's
    Strength, die and total, then who wins and why (``log_lines.clash_verdict``: a
    rolled 1 always loses); a monster beaten twice in a row says which clash it was."""
    dice, totals = event["dice"], event["totals"]
    defender = _fighters(event["defenders"], event["row"] if event["kind"] == "monster" else None)
    line = _("{attacker}: Strength {sa} + die {da} = {a}; {defender}: Strength {sb} + die {db} "
             "= {b}. {verdict}").format(
        attacker=name_of(event["attacker"]), defender=defender,
        sa=totals["attacker"] - dice["attacker"], da=dice["attacker"], a=totals["attacker"],
        sb=totals["defender"] - dice["defender"], db=dice["defender"], b=totals["defender"],
        verdict=clash_verdict(event["result"], event["why"], totals))
    if event["kind"] == "monster" and content().rows[event["row"]].twice:
        return _("Clash {n} of 2: {result}").format(n=event["clash"], result=line)
    return line


def drag_hint(view: dict, cid: str, token: str, legal: list[dict]) -> str:
    """What a click on ``cid``'s item ``token`` does and where it may be dragged now, by
    the legal actions ``legal`` (the screen's decisions): only the drops the rules take
    now are offered, each a sentence, and a Weapon or Armour piece that cannot be taken
    in hand, put on or off now says when it can (a playtester dragged a Weapon into the
    Weapon window mid-Exploration, as the tip said, and nothing happened)."""
    c = next(x for x in view["chars"] if x["id"] == cid)
    mine = [a for a in legal if token in (a.get("token"), a.get("scroll"))
            or (a["type"] == "unwield" and token == c["weapon"] and cid == view["mover"])]
    kinds = {a["type"] for a in mine}
    lines = []
    if "wield" in kinds:
        lines.append(_("Drag it into the Weapon window to take it in hand."))
    if "wear" in kinds:
        lines.append(_("Drag it into an Armour window to put it on."))
    if "unwield" in kinds:
        lines.append(_("Drag it into the Backpack to put it away."))
    if "unwear" in kinds:
        lines.append(_("Drag it into the Backpack to take it off."))
    if kinds & {"give", "receive"}:
        lines.append(_("Drag it onto a teammate's card to hand it over."))
    if "drop" in kinds:
        lines.append(_("Drag it onto the chamber to put it down."))
    if item_kind(token) in ("weapon", "armour") and not kinds & {"wield", "wear", "unwield",
                                                                   "unwear"}:
        lines.append(REARRANGE_WHEN())
    if mine:
        lines.insert(0, _("Click it to see its choices on the right."))
    return " ".join(lines) if lines else _("Nothing can be done with it now.")


def REARRANGE_WHEN() -> str:      # noqa: N802  (a sentence said in several places)
    """When Weapons and Armour are taken in hand, put on or off ("Exploration")."""
    return _("Weapons and Armour are changed only at the start and at the end of the "
             "Exploration.")


def window_help(kind: str) -> str:
    """What an empty window of a card is for (``cards.draw_teams``' ``window_hits``):
    ``"weapon"``, ``"armour"``, ``"backpack"``, or ``"over"`` (an item beyond the
    Backpack's windows)."""
    if kind == "weapon":
        return _("Weapon window: the Weapon held here adds its bonus to Strength in a fight. "
                 "At the start or the end of the Exploration, drag a Weapon here from the "
                 "Backpack, or click it and choose to wield it.")
    if kind == "armour":
        return _("Armour window: a piece worn here takes a wound before the Life Points do "
                 "(one piece of each kind). At the start or the end of the Exploration, drag "
                 "an Armour piece here from the Backpack, or click it and choose to wear it.")
    if kind == "backpack":
        return _("Backpack window: it holds one item (a Crystal too).")
    return _("Beyond the Backpack's windows: the character must make room by putting an item "
             "down in the chamber (at the end of the Exploration it may also wield or wear "
             "one).")
