"""Messages of the terminal game, in English and Japanese.

Game terms come from :mod:`manastack.i18n.text` (official wording from the glossary); this table
adds the terminal's own sentences (help, prompts, errors) and falls back to that table.
"""

from __future__ import annotations

import re

from manastack.i18n.event_words import EVENT_WORDS
from manastack.i18n.text import MESSAGES, check_lang
from manastack.ui.messages_ja import MESSAGES_JA

# the log sentences every client shares (``manastack.i18n.event_words``), then the terminal's
_JA: dict[str, str] = {**EVENT_WORDS["ja"], **MESSAGES_JA}

_EN: dict[str, str] = {
    **EVENT_WORDS["en"],
    "damage_marked": "{n} damage",
    "controlled_by": "{player}'s",
    "ability_choice": "{card}: {ability}",
    "summoning_sick": "summoning sick",
    "transformed": "transformed",
    "attacking_whom": "attacking {defender}",
    "blocking_whom": "blocking {attacker}",
    "attached_to": "attached to {card}",
    "lands": "Lands",
    "creatures": "Creatures",
    "other_permanents": "Other permanents",
    "library_count": "Library {n}",
    "hand_count": "Hand {n}",
    "choices": "Choices",
    "full_log": "Log",
    "undo": "Undo",
    "undone": "Undone: back to before that spell, ability or declaration.",
    "nothing_to_undo": "Nothing to undo.",
    "pass_turn": "Pass until end of turn",
    "pass_next_turn": "Pass until my next turn",
    "before_game": "Before the first turn: mulligans",
    "pass_event": "Pass until something happens",
    "full_control": "Full control",
    "full_control_on": "Full control: you stop at every priority.",
    "full_control_off": "Full control off: automatic passing and stops.",
    "stops": "Stops",
    "stop_mine": "My {step}",
    "stop_theirs": "Opponents' {step}",
    "stop_on": "stop",
    "stop_off": "pass",
    "details": "Details",
    "oracle_text": "Oracle text",
    "printed_text_ja": "Japanese printed text",
    "current_text_ja": "Japanese card text (current wording)",
    "characteristics": "Current characteristics",
    "printed": "printed: {value}",
    "counters": "Counters",
    "rulings": "Official rulings",
    "no_rulings": "No official rulings.",
    "power_toughness": "Power/toughness",
    "loyalty": "Loyalty",
    "types": "Types",
    "colors": "Colors",
    "colorless": "colorless",
    "keywords": "Keywords",
    "subtypes": "Subtypes",
    "attachments": "Attached to it",
    "mana_cost": "Mana cost",
    "zone_of": "{player}: {zone}",
    "all_cards": "Cards you can see",
    "all_cards_hint": "Cards you can see (v N for the details of card N)",
    "bad_visible": "'{text}': give the number of a card of the v list after v, from 1 to {n}.",
    "no_cards": "No cards.",
    "saved": "Game saved to {path}.",
    "save_failed": "The game could not be saved: {reason}",
    "keys_help": ("Enter or click: choose · 1-9: choose by number · d: card details · "
                  "g: graveyards · x: exile · v: all cards · u: undo · e: pass until end of "
                  "turn · n: until my next turn · w: until something happens · f: full control "
                  "· t: stops · s: save · l: filter the log · c: concede · q: quit"),
    "log_filter": "Filter the log",
    "log_keep": "{player} keeps their hand",
    "log_keep_you": "You keep your hand",
    "log_mulligan": "{player} takes a mulligan",
    "log_mulligan_you": "You take a mulligan",
    "log_first_player": "{player} takes the first turn",
    "log_first_player_you": "You take the first turn",
    "log_mill": "{player} mills {card}",
    "log_mill_you": "You mill {card}",
    "log_transform": "{card} transforms into {new}",
    "face_down_spell": "a face-down creature spell",
    "log_turned_face_up": "{player} turns a face-down creature face up: {card}",
    "log_turned_face_up_you": "You turn a face-down creature face up: {card}",
    "log_countered": "{card} is countered",
    "log_fizzle": "{card} doesn't resolve: all its targets are illegal",
    "replay_move": "Move {i} of {n} (→ next, ← back, Home, End)",
    "replay_line": "Move {i}:",
    "log_targets": "{card} targets {targets}",
    "log_modes": "{card}: mode {modes}",
    "log_x": "{card}: X={x}",
    "log_to_hand": "{card} → {zone}",
    "turn_owner": "{player}",
    "priority_of": "Priority: {player}",
    "you": "You",
    "opponent": "Opponent",
    "teammate": "Teammate",
    "seat_name": "Player {n}",
    "your_team_turn": "Your team's turn",
    "team_turn": "{first} and {second}'s turn",
    "active": "active",
    "tapped": "tapped",
    "attacking": "attacking",
    "blocking": "blocking",
    "chosen_creature_type": "chosen type: {value}",
    "chosen_color": "chosen color: {value}",
    "chosen_card_name": "named: {value}",
    "chosen_noted_life": "noted life: {value}",
    "chosen_other": "chosen: {value}",
    "spell_mode": "mode: {value}",
    "spell_division": "divided {value}",
    "spell_method": "cast: {value}",
    "spell_additional_cost": "additional cost: {value}",
    "how_face_down": "face down",
    "how_flashback": "flashback",
    "how_granted_flashback": "flashback",
    "how_disturb": "disturb",
    "how_from_exile": "from exile",
    "how_commander": "commander",
    "how_from_library": "from library",
    "how_without_paying": "without paying",
    "how_paying_zero": "paying zero",
    "how_graveyard_permission": "graveyard permission",
    "how_graveyard_permission_paying_zero": "graveyard permission paying zero",
    "how_commander_paying_zero": "commander paying zero",
    "how_from_library_paying_zero": "from library paying zero",
    "how_from_exile_paying_zero": "from exile paying zero",
    "how_copy_without_paying": "copy without paying",
    "exile_instead": "{how}: exile it instead",
    "convoke_tap": "Tap {creature} for {mana} (convoke)",
    "spell_copy": "copy",
    "ability_activated": "activated ability",
    "ability_triggered": "triggered ability",
    "exiled_with": "exiled with {card}",
    "blocked": "blocked",
    "restrictions": "Restrictions and requirements",
    "rule_cant_attack": "can't attack",
    "rule_cant_attack_unless": "can't attack unless the defending player controls: {detail}",
    "rule_must_attack": "attacks each combat if able",
    "rule_cant_block": "can't block",
    "rule_can_block_only": "can block only: {detail}",
    "rule_must_block": "blocks each combat if able",
    "rule_block_any_number": "can block any number of creatures",
    "rule_cant_be_blocked": "can't be blocked",
    "rule_cant_be_blocked_by": "can't be blocked by: {detail}",
    "rule_cant_be_blocked_except_by": "can't be blocked except by: {detail}",
    "rule_must_be_blocked_by_all": "all creatures able to block it do so",
    "rule_doesnt_untap": "doesn't untap during its controller's untap step",
    "rule_may_not_untap": "its controller may choose not to untap it",
    "rule_from": "from {source}",
    "rule_from_unknown": "from a source that has left",
    "duration_eot": "until end of turn",
    "duration_next_turn": "until {player}'s next turn",
    "duration_next_untap": "through its controller's next untap step",
    "duration_source": "for as long as {source} remains on the battlefield",
    "duration_source_tapped": "for as long as {source} remains tapped",
    "cant_be_attacked_by": "can't be attacked by the creatures of {players} until their next turn",
    "known_in_hand": "known in hand: {cards}",
    "known_in_library": "known in library: {cards}",
    "library_place": "{card} ({n} from the top)",
    "max_hand_size": "maximum hand size {n}",
    "no_max_hand_size": "no maximum hand size",
    "spells_this_turn": "spells this turn {n}",
    "restricted_mana": "{mana} only for {only}",
    "may_play_exiled": "{player} may play it",
    "may_look_exiled": "{players} may look at it",
    "hidden_card": "a hidden card",
    "face_down_card": "a face-down card",
    "face_down_creature_now": "Face-down creature {pt}",
    "ability_of": "ability of {source}",
    "none": "(none)",
    "cards": "{n} cards",
    "poison": "Poison",
    "mana_pool": "Mana pool",
    "log": "Recent events",
    "combat": "Combat",
    "actions": "Legal actions",
    "waiting": "Waiting for {player}…",
    "computer_playing": "The computer is playing…",
    "english_name": "{name}",
    "no_japanese_name": "The card data has no official Japanese name for this face.",
    "bad_stop": "'{text}' is not a stop: enter t N with N from 1 to {n}.",
    "stop_set": "{stop}: you stop there.",
    "stop_cleared": "{stop}: priority is passed there.",
    "your_decision": "Your decision",
    "input_prompt": "Enter a number (? for help, q to quit)",
    "bad_input": "'{text}' is not a choice: enter a number from 1 to {n}, ? for help or q to quit.",
    "bad_details": "'{text}': give the number of a choice after d, from 1 to {n} (e.g. d 1).",
    "no_details": "Choice {n} is not about a card: there are no details to show.",
    "empty_input": "Nothing was entered: enter a number from 1 to {n}, ? for help or q to quit.",
    "illegal": "That action can't be taken now: {reason}",
    "help": (
        "Type the number of an action and press Enter.\n"
        "  ?  show this help and the board again\n"
        "  q  quit the game\n"
        "  c  concede the game (you lose and leave it; the others play on)\n"
        "  d N  the details of choice N's card (text, characteristics, rulings)\n"
        "  v  every card you can see, numbered · v N  the details of card N of that list\n"
        "  u  undo the spell, ability or declaration under way\n"
        "  e  pass until end of turn · n  until your next turn · w  until something happens\n"
        "  f  full control on or off · log  the whole log · s  save the game\n"
        "  t  the steps where you stop · t N  set or clear stop N · rule 704.5g  a rule's text\n"
        "You only see what your player may see: your hand, public zones and the number of cards "
        "in hidden zones. Priority is passed for you when passing is the only thing to do."
    ),
    "quit": "Game abandoned.",
    "conceded": "You conceded the game.",
    "eof": "Input ended: game abandoned.",
    "game_over": "Game over after {turns} turns.",
    "deck_line": "{player}: {deck} ({n} cards)",
    "to_command_zone": "Put it into the command zone",
    "leave_it": "Leave it where it is",
    "game_header": "manastack · seed {seed} · AI {ai}",
    "format_commander": "Commander",
    "format_two_headed_giant": "Two-Headed Giant",
    # the footer's key bindings (``ui.fullscreen.localize_bindings``), by action
    "key_details": "Details",
    "key_undo": "Undo",
    "key_pass_turn": "End turn",
    "key_pass_next_turn": "My turn",
    "key_pass_event": "Until event",
    "key_graveyards": "Graveyards",
    "key_exile": "Exile",
    "key_all_cards": "Cards",
    "key_full_control": "Full control",
    "key_stops": "Stops",
    "key_save": "Save",
    "key_filter_log": "Filter log",
    "key_concede": "Concede",
    "key_help": "Help",
    "key_quit_game": "Quit",
    "key_quit": "Quit",
    "key_dismiss": "Close",
    "key_close": "Close",
    "key_command_palette": "palette",
    "answer_white": "White",
    "answer_blue": "Blue",
    "answer_black": "Black",
    "answer_red": "Red",
    "answer_green": "Green",
    "answer_tap": "Tap it",
    "answer_untap": "Untap it",
    "answer_neither": "Neither",
    "answer_pay": "Pay",
    "answer_decline": "Don't pay",
    "d_commander_zone": "Put your commander into the command zone?",
    "concede": "Concede the game",
    "commander_line": "{name} ({zone}, tax {{{tax}}})",
    "plus_commander_tax": "+ commander tax {{{tax}}}",
    "commander_damage_from": "{name} {n}",
    "yes": "Yes",
    "no": "No",
    "done": "Done",
    "finish_attack": "Done: confirm the attackers",
    "finish_block": "Done: confirm the blockers",
    "reset_declaration": "Start the declaration again",
    "attack_with": "Attack {defender} with {creature}",
    "block_with": "Block {attacker} with {blocker}",
    "tap_for_mana": "Tap {card} for {mana}",
    "pay_automatically": "Pay automatically",
    "turn_face_up": "Turn {card} face up",
    "special": "{kind}: {card}",
    "activate_on": "Activate {card}: {ability}",
    "method_face_down": "{text} face down for {{3}}",
    "method_flashback": "{text} with flashback",
    "method_granted_flashback": "{text} with flashback for its mana cost",
    "method_disturb": "{text} with disturb",
    "method_from_exile": "{text} from exile",
    "method_commander": "{text} from the command zone",
    "method_from_library": "{text} from the top of your library",
    "method_without_paying": "{text} without paying its mana cost",
    "method_paying_zero": "{text} paying {{0}} rather than its mana cost",
    "method_graveyard_permission": "{text} from your graveyard",
    "method_graveyard_permission_paying_zero": "{text} from your graveyard, paying {{0}} "
                                               "rather than its mana cost",
    "method_commander_paying_zero": "{text} from the command zone, paying {{0}} rather than its "
                                    "mana cost",
    "method_from_library_paying_zero": "{text} from the top of your library, paying {{0}} "
                                       "rather than its mana cost",
    "method_from_exile_paying_zero": "{text} from exile, paying {{0}} rather than its mana cost",
    "method_copy_without_paying": "{text}: cast a copy without paying its mana cost",
    "method_other": "{text} ({method})",
    "go_first": "{player} takes the first turn",
    "go_first_you": "You take the first turn",
    "keep_hand": "Keep this hand",
    "take_mulligan": "Take a mulligan",
    "number": "{n}",
    "assign": "Assign {parts}",
    "to_top": "Top of the library",
    "to_bottom": "Bottom of the library",
    "to_graveyard": "Graveyard",
    "d_priority": "You have priority. What do you do?",
    "d_mulligan": "Keep your opening hand or take a mulligan?",
    "d_first_player": "Choose who takes the first turn.",
    "d_target": "Choose a target.",
    "d_declare_attackers": "Declare attackers: choose one at a time, then Done.",
    "d_declare_blockers": "Declare blockers: choose one at a time, then Done.",
    "d_pay_mana": "Pay the cost.",
    "d_other": "Choose.",
    "log_cast": "{player} casts {card}",
    "log_activate": "{player} activates {card}",
    "log_trigger": "{card} triggers",
    "log_damage": "{source} deals {amount} damage",
    "log_whose": "{card} ({player}'s)",
    "log_whose_you": "{card} (yours)",
    "log_to_zone": "{card} → {zone}",
    "log_to_battlefield": "{card} → {player}'s battlefield",
    "log_to_battlefield_you": "{card} → your battlefield",
    "log_draw": "{player} draws a card",
    "log_life_loss": "{player} loses {amount} life",
    "log_life_gain": "{player} gains {amount} life",
    "log_attacks": "{card} attacks",
    "log_attacks_whom": "{card} attacks {defender}",
    "log_attacks_on_you": "{card} attacks you",
    "log_blocks": "{card} blocks",
    "log_blocks_whom": "{card} blocks {attacker}",
    "list_and": "{first} and {last}",
    "list_sep": ", ",
    "log_chose": "{player} chooses {card}",
    "log_turn": "— {turn} —",
    "log_day_night": "It becomes {dn}",
    "became_day": "day",
    "became_night": "night",
    "log_lose": "{player} loses the game",
    "log_cast_you": "You cast {card}",
    "log_copy": "{player} copies {card}",
    "log_copy_you": "You copy {card}",
    "log_activate_you": "You activate {card}",
    "log_draw_you": "You draw a card",
    "log_life_loss_you": "You lose {amount} life",
    "log_life_gain_you": "You gain {amount} life",
    "log_lose_you": "You lose the game",
    "prompt_card": "{prompt}: {card}",
    "d_may_ability": "Use this ability? \"{ability}\"",
    "d_unless_payment_countered": "Pay {cost_ja}? (if not, the spell is countered)",
    "d_unless_payment_block": "Pay {cost_ja} for your blocking creatures? "
        "(if not, block differently)",
    "d_ward_payment_countered": "Ward: pay {cost_ja}? (if not, the spell or ability is countered)",
    "d_may_untap": "Untap this permanent?",
    "d_may_divide": "Divide this creature's combat damage among a player "
        "and their creatures instead of assigning it as usual?",
    "d_may_sentence": "Do this? \"{sentence}\"",
    "d_search_sentence": "Choose the card to find. \"{sentence}\"",
    "current_target": " (current target: keep it)",
    "prompt_about": "{prompt} ({about})",
    "option_effect": "{source}: {effect}",
    "log_reveal": "{player} reveals {cards}",
    "log_reveal_you": "You reveal {cards}",
    "log_reveal_hand": "{player} reveals their hand: {cards}",
    "log_reveal_hand_you": "You reveal your hand: {cards}",
    "log_look": "{player} looks at {cards}",
    "log_look_you": "You look at {cards}",
    "log_look_hidden": "{player} looks at {n} hidden cards",
    "log_look_hidden_one": "{player} looks at a hidden card",
    "log_look_at_hand": "{player} looks at {owner}'s hand: {cards}",
    "log_look_at_hand_hidden": "{player} looks at {owner}'s hand",
    "log_search": "{player} searches {owner}'s library",
    "log_search_you": "You search {owner}'s library",
    # the viewer's own of the shared log sentences (manastack.i18n.event_words); Japanese
    # says it with the player's name
    "log_sacrifice_you": "You sacrifice {card}",
    "log_prevented_you": "{amount} damage to you is prevented",
    "log_create_token_you": "You create {amount} tokens",
    "log_create_token_one_you": "You create a token",
    "log_control_changed_you": "You gain control of {card}",
    "log_coin_flip_you": "You flip a coin",
    "log_cycle_you": "You cycle {card}",
    "log_scry_you": "You scry {amount}",
    "log_surveil_you": "You surveil {amount}",
    "log_shuffle_you": "You shuffle your library",
    "log_create_emblem_you": "You get an emblem",
    "log_number_revealed_you": "You reveal the number {amount}",
    "log_secret_choice_you": "You choose secretly",
}

UI_MESSAGES: dict[str, dict[str, str]] = {"en": _EN, "ja": _JA}

STEP_KEYS: dict[str, str] = {
    "untap": "step_untap",
    "upkeep": "step_upkeep",
    "draw": "step_draw",
    "precombat main": "phase_precombat_main",
    "beginning of combat": "step_beginning_of_combat",
    "declare attackers": "step_declare_attackers",
    "declare blockers": "step_declare_blockers",
    "first strike damage": "step_combat_damage",
    "combat damage": "step_combat_damage",
    "end of combat": "step_end_of_combat",
    "postcombat main": "phase_postcombat_main",
    "end": "step_end",
    "cleanup": "step_cleanup",
}


def msg(key: str, lang: str, **kw: object) -> str:
    """The terminal message ``key`` in ``lang`` (then the game-term table of ``i18n.text``)."""
    check_lang(lang)
    template = UI_MESSAGES[lang].get(key)
    if template is None:
        template = MESSAGES[lang].get(key)
    if template is None:
        raise KeyError(f"unknown message key {key!r}")
    if lang == "en":
        kw = {k: mid_sentence(v) if isinstance(v, str) and FACE_DOWN in v and
              _after_words(template, k) else v for k, v in kw.items()}
    return template.format(**kw)


FACE_DOWN = "Face-down "
"""How the English words naming a face-down object begin ("Face-down 2/2 creature",
CR 708.2a): a description, not a card's name, so written in lower case within a sentence."""


def mid_sentence(text: str) -> str:
    """``text`` as it reads after the first word of a sentence: a face-down object named in
    it in lower case ("Nosy Goblin blocks face-down 2/2 creature"), a card's name as it is."""
    return re.sub(r"\bFace-down ", "face-down ", text)


def _after_words(template: str, key: str) -> bool:
    """Whether the blank ``{key}`` of ``template`` comes after words (not first in it, nor
    after only other blanks, spaces and signs: a list's item, a label)."""
    at = template.find("{" + key + "}")
    return at > 0 and any(c.isalpha() for c in re.sub(r"\{\w*\}", "", template[:at]))


def first_msg(lang: str, *keys: str, **kw: object) -> str:
    """The message of the first of ``keys`` that ``lang`` has (a precise one, then a
    general one), with the words ``kw`` in it."""
    for key in keys[:-1]:
        if key in UI_MESSAGES[lang] or key in MESSAGES[lang]:
            return msg(key, lang, **kw)
    return msg(keys[-1], lang, **kw)


def step_name(label: str, lang: str) -> str:
    """The localized name of a step given ``Step.label`` (``"precombat main"``)."""
    key = STEP_KEYS.get(label)
    return msg(key, lang) if key else label
