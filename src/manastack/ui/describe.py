"""Readable, localized descriptions of objects, actions and log entries for one player.

Everything shown goes through :func:`manastack.views.object_view`, so a player never learns
more than their view allows: a face-down permanent they don't know is a "face-down 2/2
creature", a card in an opponent's hand is "a hidden card".
"""

from __future__ import annotations

import re
from typing import TYPE_CHECKING, Any

from manastack.cards.database import UnknownCardError, database
from manastack.decisions.actions import (
    Action,
    ActivateAbility,
    ActivateManaAbility,
    CastSpell,
    Choose,
    DeclareAttacker,
    DeclareBlocker,
    FinishDeclaration,
    PassPriority,
    PayAutomatically,
    PlayLand,
    ResetDeclaration,
    SpecialAction,
)
from manastack.i18n.decision_prompts import decision_prompt_ja
from manastack.i18n.text import card_name as data_card_name
from manastack.i18n.text import name_by_english
from manastack.ui.event_lines import event_line
from manastack.ui.log_combat import attacks_line, blocks_line
from manastack.ui.log_whose import NamesSeen, whose
from manastack.ui.messages import UI_MESSAGES, first_msg, mid_sentence, msg, step_name
from manastack.ui.messages import msg as ui_msg
from manastack.ui.symbols import MANA_LETTERS, mana_symbols
from manastack.views import decision_words, object_view

if TYPE_CHECKING:
    from manastack.game import Game

FIRST_OBJECT_ID = 100


def card_name(card: Any, lang: str) -> str:
    """A card's or face's name in ``lang`` as the clients show it: the data's name
    (``manastack.i18n.text.card_name``). Every face of the ONS, MID and MIC cards has its
    official Japanese name (``data/PROVENANCE.md``); in Japanese a name that has none (a
    user-defined card, a token named by the effect that creates it) is its English name marked
    as such, 「Arc Lightning（英語名）」, so that the English is not taken for a translation.
    A token named after its types is named by their official words instead
    (:meth:`Describer.view_name`)."""
    if lang == "en":
        return data_card_name(card, lang)
    faces = getattr(card, "faces", None)
    if faces is not None and len(faces) > 1:
        return " // ".join(card_name(face, lang) for face in faces)
    if not has_japanese_name(card) and not (faces is not None and has_japanese_name(faces[0])):
        return msg("english_name", lang, name=data_card_name(card, "en"))
    return data_card_name(card, lang)


def has_japanese_name(face: Any) -> bool:
    """Whether the data has the official Japanese name of ``face`` (a card or a face)."""
    return bool(getattr(face, "name_ja", None))


def _token_record(name: str) -> Any:
    """The record of the token, emblem or Day // Night card named ``name`` (None: none)."""
    try:
        return database().token(name)
    except UnknownCardError:
        return None


SEAT_WORDS = ("opponent", "teammate")
"""The words of the seat names the terminal client gives its other seats (``cli.play``):
"Opponent" or "Opponent 1", "Teammate"."""

ZONE_KEYS = {"graveyard": "graveyard", "exile": "exile", "battlefield": "battlefield",
             "hand": "hand", "library": "library", "stack": "stack", "command": "command_zone",
             "hand_or_library": "hand_or_library", "left_game": "left_game",
             "unknown": "unknown_zone"}
# The engine's word answers and the message of each (keep or mulligan, top or bottom, a
# colour, tapping or untapping...); the browser client has the same table (web/src/game.ts).
FIXED_ANSWERS = {"keep": "keep_hand", "mulligan": "take_mulligan", "top": "to_top",
                 "bottom": "to_bottom", "graveyard": "to_graveyard",
                 "command_zone": "to_command_zone", "stay": "leave_it",
                 "white": "answer_white", "blue": "answer_blue", "black": "answer_black",
                 "red": "answer_red", "green": "answer_green", "tap": "answer_tap",
                 "untap": "answer_untap", "neither": "answer_neither",
                 "pay": "answer_pay", "decline": "answer_decline"}
# Decisions whose integer options are numbers, not players or objects.
NUMERIC_KINDS = {"x", "choose_number", "mode"}


class Describer:
    """Describes things as ``player`` sees them, in ``lang``."""

    def __init__(self, game: Game, player: int, lang: str) -> None:
        self.game = game
        self.player = player
        self.lang = lang
        self.names_seen = NamesSeen(game)

    # -- names ---------------------------------------------------------------------------------
    def player_name(self, p: int) -> str:
        if p == self.player:
            return msg("you", self.lang)
        players = self.game.state.players
        return self.seat_name(p, players[p].name) if 0 <= p < len(players) else f"#{p}"

    def seat_name(self, p: int, name: str) -> str:
        """Player ``p``'s name ``name`` in the describer's language when it is a default seat
        name of either language: the game's own ("Player 2", 「プレイヤー2」, given to a
        player set up without a name) or one the terminal client gives ("Opponent",
        「対戦相手 1」, "Teammate"), so a game saved in one language reads in the other; any
        other name as it was given. "You", the name of the client's own seat, names that seat
        to the other players by its default name ("Player 1")."""
        n = p + 1
        for lang in UI_MESSAGES:
            if name == msg("seat_name", lang, n=n) or name == msg("you", lang):
                return msg("seat_name", self.lang, n=n)
            for key in SEAT_WORDS:
                word = msg(key, lang)
                number = name.removeprefix(word + " ")
                if name == word or (number != name and number.isdigit()):
                    return msg(key, self.lang) + name.removeprefix(word)
        return name

    def zone(self, zone: str) -> str:
        """A zone's name ("command" → "Command zone")."""
        key = ZONE_KEYS.get(zone)
        return msg(key, self.lang) if key else zone

    def commander_name(self, c: dict[str, Any]) -> str:
        """A commander's name from ``view["players"][i]["commanders"]`` (being a commander and
        which card it is are public, CR 903.3, 903.6)."""
        return card_name(database().get(c["name"]), self.lang)

    def view_name(self, o: dict[str, Any], *, stats: bool = False) -> str:
        """The name of an object from its view dictionary."""
        if o.get("hidden"):
            return msg("hidden_card", self.lang)
        if o.get("face_down"):
            # A face-down permanent or spell is a 2/2 creature (CR 708.2a); a card exiled face
            # down has no characteristics (CR 406.3a).
            base = msg("face_down_creature" if "Creature" in o.get("types", ()) else
                       "face_down_card", self.lang)
            pt = (o.get("power"), o.get("toughness"))
            if stats and pt[0] is not None and pt != (2, 2) and "Creature" in o.get("types", ()):
                # its power and toughness as effects and counters changed them (CR 708.2a)
                base = msg("face_down_creature_now", self.lang, pt=f"{pt[0]}/{pt[1]}")
            if o.get("card"):
                known = database().get(o["card"])
                base += f" [{card_name(known, self.lang)}]"
            return base
        key = o.get("key")
        if key is None:
            src = o.get("source")
            if o.get("source_name") and (not isinstance(src, int) or
                                         src not in self.game.state.objects):
                # its source left: named as it last existed (CR 113.7a)
                src_name = self._logged_card(o["source_name"])
            else:
                src_name = self.name(src) if isinstance(src, int) else "?"
            return msg("ability_of", self.lang, source=src_name)
        card = database().by_key(key)
        face = card.faces[o.get("face") or 0] if card.is_double_faced else card
        # a token's record carries its Japanese name (``cards.token_texts``, CR 111.4)
        name = card_name(face, self.lang) if o.get("name") in (None, face.name) else \
            name_by_english(o["name"], self.lang)  # a copy, named as what it copies (CR 707.2)
        if stats and o.get("power") is not None and "Creature" in o.get("types", ()):
            name += f" {o['power']}/{o['toughness']}"
        return name

    def ability_words(self, o: dict[str, Any]) -> str:
        """The words of an ability on the stack from its view in the describer's language
        (the Japanese where known, else the English; none known: ``""``; CR 113.2, 603.1)."""
        if o.get("key") is not None or o.get("hidden"):
            return ""
        if self.lang == "ja" and o.get("ability_ja"):
            # a card named 《日本語名/English name》 in the current wording: the Japanese is enough
            return re.sub(r"《([^《》/]+)/[^《》]*》", r"《\1》", str(o["ability_ja"]))
        return str(o.get("ability") or "")

    def name(self, oid: int | None, *, reveal: bool = False) -> str:
        """The name of a player or object id; ``reveal`` names a card the player is being
        offered (e.g. from a library they search) even though the view hides it."""
        if oid is None:
            return "?"
        if 0 <= oid < FIRST_OBJECT_ID:
            return self.player_name(oid)
        if oid not in self.game.state.objects:
            return self.gone_name(oid)
        v = object_view(self.game, self.player, oid)
        if v.get("hidden") and reveal:
            o = self.game.state.objects[oid]
            if not o.face_down and o.card_key is not None:
                return card_name(self.game.card(oid), self.lang)
        return self.view_name(v, stats=True)

    def gone_name(self, oid: int) -> str:
        """An object that no longer exists (a target sacrificed to pay its spell's cost,
        CR 601.2h; a creature that died): by the name it last had (CR 113.7a), from the last
        log entry this player saw about it, else a hidden card, never its number."""
        from manastack.views import log_view
        try:
            seen = log_view(self.game, self.player)
        except ValueError:  # asked in the middle of an event: no name to give
            seen = []
        for ev in reversed(seen):
            if oid in (ev.get("object"), ev.get("from_object")) and ev.get("card"):
                return self._logged_card(str(ev["card"]))
        return msg("hidden_card", self.lang)

    # -- actions -------------------------------------------------------------------------------
    def action(self, a: Action, kind: str = "priority") -> str:
        lang = self.lang
        if isinstance(a, PassPriority):
            return msg("pass_priority", lang)
        if isinstance(a, PlayLand):
            return msg("play_card", lang, card=self.name(a.card))
        if isinstance(a, CastSpell):
            text = msg("cast_card", lang, card=self.name(a.card))
            if a.method == "normal":
                return text
            key = f"method_{a.method}"
            try:
                return msg(key, lang, text=text)
            except KeyError:
                return msg("method_other", lang, text=text, method=a.method)
        if isinstance(a, ActivateManaAbility):
            return msg("tap_for_mana", lang, card=self.name(a.source), mana=mana_symbols(a.mana))
        if isinstance(a, PayAutomatically):
            return msg("pay_automatically", lang)
        if isinstance(a, ActivateAbility):
            return msg("activate_on", lang, card=self.name(a.source),
                       ability=self.ability_text(a.source, a.index))
        if isinstance(a, SpecialAction):
            if a.kind == "turn_face_up":
                return msg("turn_face_up", lang, card=self.name(a.source))
            return msg("special", lang, kind=a.kind, card=self.name(a.source))
        if isinstance(a, DeclareAttacker):
            return msg("attack_with", lang, creature=self.name(a.creature),
                       defender=self.name(a.defender))
        if isinstance(a, DeclareBlocker):
            return msg("block_with", lang, blocker=self.name(a.blocker),
                       attacker=self.name(a.attacker))
        if isinstance(a, FinishDeclaration):
            return msg("finish_attack" if kind == "declare_attackers" else "finish_block", lang)
        if isinstance(a, ResetDeclaration):
            return msg("reset_declaration", lang)
        if isinstance(a, Choose):
            return self.choice(a.value, kind)
        return str(a)

    def ability_text(self, source: int, index: int) -> str:
        """The words of a permanent's activated ability (``text_lines.activated_words``)."""
        from manastack.ui.text_lines import activated_words
        return activated_words(self, source, index)

    def choice(self, value: Any, kind: str) -> str:
        lang = self.lang
        if value is None:
            return msg("done", lang) if kind != "may" else msg("no", lang)
        if value is True:
            return msg("yes", lang)
        if value is False:
            return msg("no", lang)
        if kind in ("order_replacements", "order_triggers"):
            from manastack.decisions.actions import Choose as _Choose
            from manastack.views import option_view
            o = option_view(self.game, self.player, _Choose(value))
            src = o.get("source")
            effect = (o.get("effect_ja") if self.lang == "ja" else None) or o.get("effect") or ""
            if self.lang == "ja":  # a card named 《日本語名/English name》: the Japanese is enough
                effect = re.sub(r"《([^《》/]+)/[^《》]*》", r"《\1》", effect)
            if kind == "order_replacements" and self.lang == "ja":
                effect = {"prevention effect": "軽減効果",
                          "replacement effect": "置換効果"}.get(effect, effect)
            way = re.fullmatch(r"([a-z_]+): exile it instead", effect)
            if kind == "order_replacements" and way and f"how_{way[1]}" in UI_MESSAGES[lang]:
                # a spell cast with flashback is exiled as it leaves the stack (CR 702.34a)
                effect = msg("exile_instead", lang, how=msg(f"how_{way[1]}", lang))
            who = self._logged_card(src) if src else msg("hidden_card", lang)
            return msg("option_effect", lang, source=who, effect=effect)
        if isinstance(value, str):
            if value in FIXED_ANSWERS:
                return msg(FIXED_ANSWERS[value], lang)
            if lang == "ja":
                from manastack.decisions.actions import Choose as _Choose
                from manastack.views import option_view
                ja = option_view(self.game, self.player, _Choose(value)).get("value_ja")
                if ja:  # an anchor word in the card's own Japanese (CR 614.12c), a creature type
                    return str(ja)
            if value in MANA_LETTERS:  # "add {R} or {G}" (CR 106.1): the symbol, not its letter
                return f"{{{value}}}"
            return value
        if kind == "additional_cost" and isinstance(value, int):  # CR 601.2b: by its words
            labels = dict(dict(self.game.decision.data).get("labels", ())) \
                if self.game.decision else {}
            return self.cost_label(str(labels.get(value, value)))
        if kind in ("divide", "damage_assignment") and not isinstance(value, bool):
            # CR 601.2d: an amount for each target, in the targets' order; CR 510.1c-d: combat
            # damage for each recipient (asked all at once, or one recipient at a time)
            info = dict(self.game.decision.data) if self.game.decision else {}
            among = list(info.get("targets", ())) if kind == "divide" else \
                [info["recipient"]] if "recipient" in info else list(info.get("recipients", ()))
            amounts = value if isinstance(value, tuple | list) else (value,)
            return msg("assign", lang, parts=("、" if lang == "ja" else ", ").join(
                f"{amount} → {self.name(among[i]) if i < len(among) else '?'}"
                for i, amount in enumerate(amounts)))
        if isinstance(value, tuple | list) and len(value) == 3 and value[0] == "convoke":
            # tapping a creature to pay for one mana of the cost (CR 702.51a)
            return msg("convoke_tap", lang, creature=self.name(value[1]),
                       mana=mana_symbols(str(value[2])))
        if isinstance(value, tuple | list):
            return ", ".join(self.choice(v, kind) for v in value)
        if isinstance(value, bool | float):
            return str(value)
        if isinstance(value, int):
            if kind == "mode":
                if lang == "ja":  # the mode in the card's own Japanese words (CR 700.2)
                    from manastack.decisions.actions import Choose as _Choose
                    from manastack.views import option_view
                    words = option_view(self.game, self.player, _Choose(value))
                    if words.get("effect_ja"):
                        return str(words["effect_ja"])
                info = dict(self.game.decision.data) if self.game.decision else {}
                modes = dict(info.get("modes", ()))
                return str(modes.get(value, value))
            if kind in NUMERIC_KINDS:
                return str(value)
            if kind == "first_player":
                if value == self.player:
                    return msg("go_first_you", lang)
                return msg("go_first", lang, player=self.player_name(value))
            return self.name(value, reveal=True)
        return str(value)

    def cost_label(self, label: str) -> str:
        """An option of a spell's additional cost by the words of its card's definition
        ("Sacrifice a creature", "Pay {3}{B}", CR 601.2b), in the describer's language."""
        from manastack.view_facts import cost_option_ja
        return (cost_option_ja(label) if self.lang == "ja" else None) or label

    def prompt(self, kind: str, engine_prompt: str) -> str:
        """The decision's prompt (the engine's own English wording, or in Japanese the
        message for the decision's kind, with the cost still to pay for payments), followed by
        what it belongs to: the spell or ability, or the permanent whose choice it is."""
        text = self._prompt(kind, engine_prompt)
        if kind == "priority":
            return text
        from manastack.views import decision_ability, decision_card, decision_subject
        ability = decision_ability(self.game, self.player)
        if ability is not None and "effect" in ability:  # what the optional trigger would do
            words = self.ability_words({"ability": ability["effect"],
                                        "ability_ja": ability["effect_ja"]})
            text = msg("d_may_ability", self.lang,
                       ability=words.rstrip("。") if self.lang == "ja" else words)
        elif ability is not None and self.lang == "ja":  # the card's sentence it asks about
            text = msg(f"d_{kind}_sentence", "ja", sentence=ability["sentence_ja"])
        card = decision_card(self.game, self.player)
        if card is not None and card.get("name"):  # the card scried or surveilled
            text = msg("prompt_card", self.lang, prompt=text, card=self._logged_card(card["name"]))
        about = decision_subject(self.game, self.player)
        label = self._about(about) if about else None
        return msg("prompt_about", self.lang, prompt=text, about=label) if label else text

    def _about(self, about: dict[str, Any]) -> str | None:
        name = about.get("name")
        if about.get("ability") is not None:
            src = self._logged_card(name) if name else msg("hidden_card", self.lang)
            return msg("ability_of", self.lang, source=src)
        if name:
            return self._logged_card(name)
        return msg("face_down_creature", self.lang) if about.get("face_down") else None

    def _prompt(self, kind: str, engine_prompt: str) -> str:
        key = f"d_{kind}"
        if self.lang == "en":
            if kind == "priority" or not engine_prompt:
                try:
                    return msg(key, "en")
                except KeyError:
                    return engine_prompt or msg("d_other", "en")
            return engine_prompt
        d = self.game.decision  # its variant, or a question of its own: a more precise one
        data = decision_words(d, self.player) if d is not None else {}
        said = decision_prompt_ja(self.game.state, d) if d and d.player == self.player else None
        text = said or first_msg(self.lang, f"{key}_{data.get('variant')}", key, "d_other", **data)
        if kind in ("pay_mana", "pool_mana") and data.get("remaining"):
            text += msg("remaining", self.lang, cost=data["remaining"])
        counted = {"discard": "left", "shield_damage": "prevents"}.get(kind)  # still to discard,
        if counted and data.get(counted):  # or that a shield can still prevent (CR 615.7)
            text += msg(f"{kind}_{counted}", self.lang, n=data[counted])
        return text

    # -- log -----------------------------------------------------------------------------------
    def event(self, ev: dict[str, Any]) -> str | None:
        """One log entry of a view as a sentence, or None when it isn't worth showing."""
        lang = self.lang
        k = ev.get("kind")
        who = self.player_name(ev["player"]) if "player" in ev else "?"
        mine = ev.get("player") == self.player and k != "damage"

        def msg(key: str, lang: str, **kw: object) -> str:
            if mine and key + "_you" in UI_MESSAGES[lang]:
                key += "_you"
            return ui_msg(key, lang, **kw)

        card = ev.get("card")
        card_label = self._logged_card(card) if card else msg("hidden_card", lang)
        if k in ("cast", "copy"):  # a spell cast, or copied (CR 707.10); one cast face down
            # may be a card the player may not know (CR 708.4)
            return msg(f"log_{k}", lang, player=who, card=self._logged_card(card) if card
                       else msg("face_down_spell", lang))
        if k in ("keep", "mulligan", "first_player"):
            return msg(f"log_{k}", lang, player=who)
        if k == "transform":
            return self._transform(ev, card_label)
        if k in ("turned_face_up", "turn_face_up"):
            return msg("log_turned_face_up", lang, player=who, card=card_label)
        if k in ("counter", "fizzle"):  # all targets illegal: it doesn't resolve (CR 608.2b)
            return msg("log_countered" if k == "counter" else "log_fizzle", lang, card=card_label)
        if k == "activate":
            return msg("log_activate", lang, player=who, card=card_label)
        if k == "trigger":
            src = ev.get("source") or card
            return msg("log_trigger", lang, card=self._logged_card(src) if src else
                       msg("hidden_card", lang))
        if k == "damage":
            src = ev.get("source")
            source = whose(self, self._logged_card(src) if src else
                           msg("face_down_creature", lang), src, ev.get("source_object"),
                           ev.get("source_controller"))
            return msg("log_damage", lang, source=source,
                       amount=ev.get("amount", 0)) + self._damage_target(ev)
        if k in ("reveal", "reveal_hand", "look", "look_at_hand", "search"):
            return self._shown(ev, who, msg)
        if k == "draw":
            return msg("log_draw", lang, player=who)
        if k in ("life_loss", "life_gain"):
            return msg(f"log_{k}", lang, player=who, amount=ev.get("amount", 0))
        if k == "zone_change":
            to = ev.get("to")
            src = ev.get("from")
            if src == "library" and to == "graveyard":
                return msg("log_mill", lang, card=card_label,
                           player=self.player_name(ev["player"]) if "player" in ev else "?")
            if to == "battlefield" and not card:
                card_label = msg("face_down_creature", lang)
            if to == "battlefield" and isinstance(ev.get("controller"), int):
                # whose battlefield: who controls the permanent as it enters (CR 110.2)
                ctl = ev["controller"]
                key = "log_to_battlefield_you" if ctl == self.player else "log_to_battlefield"
                return ui_msg(key, lang, card=card_label, player=self.player_name(ctl))
            if to in ("graveyard", "exile", "battlefield", "command") or \
                    (to == "hand" and src in ("battlefield", "graveyard", "exile", "stack")) \
                    or (to == "library" and src in ("battlefield", "graveyard", "stack")):
                zone = msg(ZONE_KEYS[to], lang)
                return msg("log_to_zone", lang, card=card_label, zone=zone)
            return None
        if k in ("attacks", "blocks"):  # who attacks whom, who blocks whom (CR 508.1b, 509.1a)
            return (attacks_line if k == "attacks" else blocks_line)(self, ev, self._obj_label(ev))
        if k == "chose":
            kind, color = ev.get("creature_type"), ev.get("color")
            chosen = self.type_word(kind) if isinstance(kind, str) else \
                msg(FIXED_ANSWERS[color], lang) if color in FIXED_ANSWERS else self._obj_label(ev)
            return msg("log_chose", lang, player=who, card=chosen)
        if k == "day_night":
            # what it became then (CR 730.1), in the rules' lower case ("it becomes night");
            dn = ev.get("value", self.game.state.day_night)  # the state now, for no value
            return msg("log_day_night", lang, dn=msg(f"became_{dn}", lang)) if dn in \
                ("day", "night") else None
        if k == "lose":
            return msg("log_lose", lang, player=who)
        return event_line(self, ev)  # the words every client shares

    def _transform(self, ev: dict[str, Any], card_label: str) -> str:
        """A permanent transforms (CR 701.27): the face it had and the face it has now."""
        name = ev.get("card")
        card = database().find(name) if name else None
        face = ev.get("face")
        if card is None or not card.is_double_faced or not isinstance(face, int):
            return msg("log_transform", self.lang, card=card_label, new="?")
        new = card.faces[face]
        old = card.faces[1 - face] if len(card.faces) == 2 else card.faces[0]
        return msg("log_transform", self.lang, card=card_name(old, self.lang),
                   new=card_name(new, self.lang))

    def _damage_target(self, ev: dict[str, Any]) -> str:
        if "player" in ev and "target_object" not in ev:
            return f" → {self.player_name(ev['player'])}"
        name = ev.get("target")
        if name:
            return " → " + whose(self, self._logged_card(name), name,
                                 ev.get("target_object"), ev.get("target_controller"))
        if "target_object" in ev:
            return f" → {mid_sentence(msg('face_down_creature', self.lang))}"
        return ""

    def _obj_label(self, ev: dict[str, Any]) -> str:
        """The object a log entry is about, by the name the entry recorded (it may have left
        the battlefield since: the entry still names it)."""
        name = ev.get("card")
        if name:
            return self._logged_card(name)
        return msg("face_down_creature", self.lang)

    def _shown(self, ev: dict[str, Any], who: str, msg: Any) -> str | None:
        """A reveal (CR 701.20a), a look (701.20e) or a search (701.23): the cards shown,
        when this player saw them."""
        lang = self.lang
        k = ev["kind"]
        cards = ev.get("cards")
        sep = "、" if lang == "ja" else ", "
        listed = sep.join(self._logged_card(c) for c in cards or ())
        if k == "search":
            owner = ev.get("owner", ev.get("player"))
            return msg("log_search", lang, player=who,
                       owner=self.player_name(owner) if isinstance(owner, int) else "?")
        if k == "look_at_hand":
            by = ev.get("by")
            looker = self.player_name(by) if isinstance(by, int) else "?"
            if not cards:
                return msg("log_look_at_hand_hidden", lang, player=looker, owner=who)
            return msg("log_look_at_hand", lang, player=looker, owner=who, cards=listed)
        if k == "reveal_hand":
            return msg("log_reveal_hand", lang, player=who, cards=listed or
                       msg("none", lang))
        if k == "reveal":
            return msg("log_reveal", lang, player=who, cards=listed or
                       msg("hidden_card", lang)) if cards is not None else None
        if not cards:
            n = ev.get("amount") or 1
            if n == 1:
                return msg("log_look_hidden_one", lang, player=who)
            return msg("log_look_hidden", lang, player=who, n=n)
        return msg("log_look", lang, player=who, cards=listed)

    def _logged_card(self, name: str) -> str:
        """A card or token named in the log, in the describer's language: a token by its
        record's name (CR 111.4, :meth:`token_name`), as on the board."""
        if self.lang == "en":
            return name
        card = database().find(name)
        if card is None:
            if _token_record(name) is None and name.endswith(" Token"):
                # a token no record names, named after its subtypes (CR 111.4: "Bear
                # Token"): their official words, as on the board
                from manastack.cards.token_texts import token_name_ja
                ja = token_name_ja(name, name.removesuffix(" Token").split())
                return ja or msg("english_name", self.lang, name=name)
            return self.token_name(name) if _token_record(name) is not None else name
        for face in card.faces:
            if face.name == name:
                return card_name(face, self.lang)
        return card_name(card, self.lang)

    def token_name(self, name: str) -> str:
        """A token's name in the describer's language: the name its record carries (a token
        named after its subtypes, CR 111.4: Zombie Token, ゾンビ・トークン; an emblem after its
        planeswalker, CR 114.2; ``cards.token_texts``), found by its name with or without
        "Token". A token the data has no Japanese name for, or no record of, is named by its
        English name, marked as such in Japanese."""
        if self.lang == "en":
            return name
        token = _token_record(name)
        if token is None:
            return msg("english_name", self.lang, name=name)
        face = next((f for f in token.faces if f.name == name), token.front)
        return card_name(face, self.lang)

    def type_word(self, word: str) -> str:
        """A card type, subtype, supertype or keyword in the describer's language (the
        official wording of the glossary or ``data/keywords_ja.tsv``; the English word when
        the data has none)."""
        if self.lang == "en":
            return word
        from manastack.i18n.glossary import ja_keyword
        from manastack.rules.text_change import japanese_types
        known = japanese_types().get(word)
        if known:
            return known
        try:
            return ja_keyword(word) or word
        except KeyError:
            return word

    def choice_notes(self, o: dict[str, Any]) -> list[str]:
        """What was chosen for the object viewed as ``o`` (``ui.notes.choice_notes``)."""
        from manastack.ui.notes import choice_notes
        return choice_notes(self, o)

    def player_notes(self, p: dict[str, Any]) -> list[str]:
        """What a player's view says beyond the counts: a maximum hand size other than seven
        (CR 402.2), the spells they cast this turn (CR 730.2), restricted mana in their pool
        (CR 106.6), the players whose creatures can't attack them until their next turn (CR
        508.1c), the cards of their hand and library the describer's player knows
        (``known_notes``)."""
        lang = self.lang
        notes: list[str] = []
        if "max_hand_size" in p and p["max_hand_size"] is None:
            notes.append(msg("no_max_hand_size", lang))
        elif p.get("max_hand_size") not in (None, 7):
            notes.append(msg("max_hand_size", lang, n=p["max_hand_size"]))
        if p.get("spells_cast_this_turn"):
            notes.append(msg("spells_this_turn", lang, n=p["spells_cast_this_turn"]))
        for r in p.get("mana_riders") or ():
            if r.get("only"):
                only = (r.get("only_ja") if lang == "ja" else None) or r["only"]
                notes.append(msg("restricted_mana", lang, mana=mana_symbols(r["mana"]),
                                 only=only))
        if p.get("cant_be_attacked_by"):
            notes.append(msg("cant_be_attacked_by", lang, players=", ".join(
                self.player_name(q) for q in p["cant_be_attacked_by"])))
        from manastack.ui.notes import known_notes
        notes.extend(known_notes(self, p))
        return notes

    def counter_name(self, kind: str) -> str:
        """A kind of counter (CR 122.1) in the describer's language: "+1/+1", or in Japanese
        the glossary's word for the counter ("＋１/＋１カウンター"), or the card's own
        (``data/counters_ja.tsv``: 「死体カウンター」)."""
        if self.lang == "en":
            return kind
        from manastack.i18n.glossary import ja_counter
        try:
            return ja_counter(kind)
        except KeyError:
            return kind

    def whose_turn(self, view: dict[str, Any]) -> str:
        """Whose turn it is, seen from the describer's player: theirs, an opponent's, or in
        Two-Headed Giant a team's, whose players all take the turn (CR 810.2, 805.4)."""
        active = view["active"]
        team = [i for i in view["players"][active].get("team") or () if isinstance(i, int)]
        if len(team) >= 2:  # a team of two, three or four players (CR 810.11)
            *rest, last = (self.player_name(p) for p in team)
            return msg("your_team_turn", self.lang) if self.player in team else msg(
                "team_turn", self.lang, first=("と" if self.lang == "ja" else ", ").join(rest),
                second=last)
        return msg("your_turn", self.lang) if active == self.player else \
            msg("opponent_turn", self.lang, player=self.player_name(active))

    def step(self, label: str) -> str:
        return step_name(label, self.lang)
