"""Paying a mana cost automatically: one action, a plan of mana abilities (CR 601.2g–h, 605).

While a cost is being paid, a player may take ``PayAutomatically`` instead of activating mana
abilities one at a time — offered, beside the one-at-a-time answers, in a game set up with
``auto_pay`` (``Game.new(..., auto_pay=True)``; the random policy and the heuristic player
take it whenever it is offered). The engine then activates mana abilities for them, one after
another, until the cost is paid:

* only among the answers the payment decision lists itself (``payment_options.payment_options_in_parts``): each
  leaves the rest of the cost payable, counting only mana that may be spent on the spell
  (CR 106.6), the cost's coloured, colourless, hybrid and generic symbols, and permanents
  already tapped or sacrificed for the cost's other parts (CR 601.2h pays them first); so the
  plan never reaches a dead end;
* choosing each time, among the answers whose mana pays part of what remains (mana that
  pays none of it would only stay in the pool, CR 106.4), the ability that keeps the most of
  the player's other spells castable afterwards: for each card in their hand that is not a
  land, whether the mana abilities left could still pay what remains of this cost plus that
  card's mana cost (CR 601.2f); ties go to the cheapest ability (no life paid, nothing
  sacrificed, no other effect, no creature tapped for convoke, CR 702.51), then to the source
  that could make the fewest kinds of mana, then to the ability whose own mana cost is
  smallest (Birchlore Rangers' before Sungrass Prairie's "{1}, {T}: Add {G}{W}", whose
  spare mana would empty from the pool, CR 106.4; Mystic Skull's "{1}, {T}" before
  Crossroads Candleguide's "{2}"), then to the one adding the most mana (the Prairie's
  before the Skull's "{1}, {T}: Add one mana of any color": the costlier is kept), then to
  the order the decision lists them in.

The mana of a mana ability's own cost ("{1}, {T}: Add {G}{W}.") is paid the same way, by the
mana abilities the plan picks among the answers that leave the whole payment completable
(``payment_options.mana_cost_answers``), within the one action (CR 605.3a, 602.2b). A choice
a mana ability's own cost asks for besides mana (which permanents to tap or sacrifice for it,
CR 605.3b) is still asked of the player.
"""

from __future__ import annotations

from collections.abc import Callable, Iterator
from operator import itemgetter
from typing import Any

from manastack.decisions.actions import Action, ActivateManaAbility, PayAutomatically
from manastack.dsl.abilities import ActivatedAbility
from manastack.dsl.mana_cost import ManaCost
from manastack.rules.characteristics import chars, compute_all
from manastack.rules.copiable_values import Chars, printed_chars
from manastack.rules.mana import (
    ManaSupply,
    apply_pool,
    decision_memo,
    mana_supply,
    option_units,
)
from manastack.rules.mana_matching import PermanentUnits, UnitCounts
from manastack.rules.mana_supplies import units_counted
from manastack.rules.triggered_mana import extra_mana
from manastack.rules.triggered_mana import waiting as triggered_mana_waiting
from manastack.state.game_state import GameState

AUTO_PAY = "auto_pay"
"""``GameState.extra`` key: the game offers ``PayAutomatically`` (a setup option)."""


_PAY_AUTOMATICALLY = PayAutomatically()


def with_auto_pay(g: GameState, options: list[Any]) -> list[Action]:
    """A payment decision's answers: ``PayAutomatically`` first when the game offers it."""
    return [_PAY_AUTOMATICALLY, *options] if g.extra.get(AUTO_PAY) else list(options)


def remember_offered(g: GameState, player: int, remaining: ManaCost, spell: int | None,
                     kept: Any, options: list[Any]) -> None:
    """Keep the answers ``options`` of a payment decision about to be asked
    (``payment_options_in_parts``): when the player takes ``PayAutomatically`` nothing else has
    happened, and its first step starts from them (``offered_now``). Kept on the state (a
    clone starts without them), with its version and tick, the payment's player, cost left,
    spell and kept permanents, and what the decision's step kept of the mana abilities
    (``hold_step``, ``offered_step``): a memo of the process would keep the last state
    alive."""
    g._offered_memo = (g.version, g.tick, player, remaining, spell, kept, options,
                       decision_memo(g))


def offered_step(g: GameState, player: int, remaining: ManaCost, spell: int | None,
                 kept: Any) -> dict[Any, Any] | None:
    """What the step asking the payment decision just asked kept of the mana abilities
    (``remember_offered``) while the state and the payment are the same
    (``_offered``), for the first step of ``PayAutomatically`` to start from (``hold_step``);
    else None."""
    o = _offered(g, player, remaining, spell, kept)
    return None if o is None else o[7]


def offered_now(g: GameState, player: int, remaining: ManaCost, spell: int | None,
                kept: Any) -> list[Any] | None:
    """The answers of the payment decision just asked (``remember_offered``) while the
    state and the payment are the same (``_offered``); else None."""
    o = _offered(g, player, remaining, spell, kept)
    return None if o is None else o[6]


def _offered(g: GameState, player: int, remaining: ManaCost, spell: int | None,
             kept: Any) -> Any:
    """What ``remember_offered`` kept of the payment decision just asked while the
    state is the same (its version and tick unchanged) and the payment too; else None."""
    o = g._offered_memo
    if o is not None and o[0] == g.version and o[1] == g.tick and \
            o[2] == player and o[3] == remaining and o[4] == spell and o[5] == kept:
        return o
    return None


def _costs_of(a: Any) -> tuple[int, int]:
    """What using ability ``a`` of an answer costs beyond tapping its source — life, a
    sacrifice, other effects, mana, other permanents tapped (a creature tapped for convoke:
    4, ``_CONVOKE_COSTS``) — and the mana value of its own mana cost, what using it spends of
    the player's other mana (Mystic Skull's "{1}, {T}: Add one mana of any color": 1;
    Crossroads Candleguide's "{2}: Add one mana of any color": 2; a basic land's, or a
    convoking creature's: 0). Kept per ability (held, so that its id stays its own): each
    step of a payment asks them of the same abilities."""
    kept = _COSTS.get(id(a))
    if kept is not None and kept[0] is a:
        return kept[1]
    if not isinstance(a, ActivatedAbility):
        out = (0, 0)
    else:
        c = a.cost
        expense = (2 * bool(c.sacrifice_self or c.sacrifice is not None or c.exile_self)
                   + 2 * bool(c.pay_life) + bool(a.effects) + bool(c.tap_untapped is not None)
                   + bool(c.mana is not None and not c.mana.is_empty()))
        out = (expense, c.mana.mana_value if c.mana is not None else 0)
    if len(_COSTS) > 4096:
        _COSTS.clear()
    _COSTS[id(a)] = (a, out)
    return out


_CONVOKE_COSTS = (4, 0)
_COSTS: dict[int, tuple[Any, tuple[int, int]]] = {}


def _convoking(act: Any) -> tuple[int, str]:
    """The creature a convoke answer taps and the mana it stands for (it pays one symbol:
    "1" is generic, counted as colourless)."""
    sym = act.value[2]
    return int(act.value[1]), "C" if sym == "1" else str(sym)


def _lefts(remaining: ManaCost) -> dict[str, tuple[ManaCost, bool, int]]:
    """``_left_to_pay`` of ``remaining`` (one object per value, ``_canonical``), kept per
    mana: each step of a payment asks it of the same few kinds of mana."""
    kept = _LEFT.get(id(remaining))
    if kept is None:
        if len(_LEFT) > 1024:
            _LEFT.clear()
        kept = _LEFT[id(remaining)] = (remaining, {})
    return kept[1]


def _left_to_pay(remaining: ManaCost, mana: str,
                 lefts: dict[str, tuple[ManaCost, bool, int]]) -> tuple[ManaCost, bool, int]:
    """What is left of ``remaining`` once ``mana`` pays for it (one object per value), whether
    it paid any of it (less mana value left), and how much mana ``mana`` is (kept in
    ``lefts``, the ``_lefts`` of ``remaining``)."""
    left = lefts.get(mana)
    if left is None:
        rest = _canonical(_pay_part(remaining, mana))
        left = lefts[mana] = (rest, rest.mana_value < remaining.mana_value,
                              len(option_units(mana)))
    return left


_LEFT: dict[int, tuple[ManaCost, dict[str, tuple[ManaCost, bool, int]]]] = {}
"""``_lefts`` per id of a cost kept by ``_canonical`` (the cost held with it)."""


def _canonical(cost: ManaCost) -> ManaCost:
    """The one object kept for the value of ``cost``: costs kept so are equal exactly when
    they are the same object, so that they are told apart and looked up by identity (as
    ``_SHAPES`` in ``rules.mana_matching``, all the costs a payment asks about are kept)."""
    return _CANONICAL.setdefault(cost, cost)


_CANONICAL: dict[ManaCost, ManaCost] = {}


def _pay_part(remaining: ManaCost, mana: str) -> ManaCost:
    pool: dict[str, int] = {}
    for u in option_units(mana):
        ch = next(iter(sorted(u)))
        pool[ch] = pool.get(ch, 0) + 1
    return apply_pool(pool, remaining)[1]


def _plus(a: ManaCost, b: ManaCost) -> ManaCost:
    """``a.plus(b)`` (one object per value, ``_canonical``), kept per pair of objects: each
    step of a payment adds the same spells' costs to the same costs (kept one object per
    value)."""
    key = (id(a), id(b))
    both = _PLUS.get(key)
    if both is None:
        if len(_PLUS) > 4096:
            _PLUS.clear()
        both = _PLUS[key] = (a, b, _canonical(a.plus(b)))
    return both[2]


_PLUS: dict[tuple[int, int], tuple[ManaCost, ManaCost, ManaCost]] = {}
"""``_plus`` per pair of ids of costs, held with them (so that their ids stay their own)."""


def _symbols(cost: ManaCost) -> int:
    """How many units of mana paying ``cost`` takes: one for each of its coloured,
    colourless and hybrid symbols and for each generic mana (CR 107.4); kept per cost
    object (held, so that its id stays its own): each step asks it of the same costs."""
    kept = _SYMBOLS.get(id(cost))
    if kept is None:
        if len(_SYMBOLS) > 4096:
            _SYMBOLS.clear()
        kept = _SYMBOLS[id(cost)] = (cost, cost.generic + cost.colorless + len(cost.hybrid)
                                     + sum(n for _, n in cost.colored))
    return kept[1]


_SYMBOLS: dict[int, tuple[ManaCost, int]] = {}


def _other_spells(g: GameState, player: int) -> list[ManaCost]:
    """The mana costs of the player's other spells: the cards in their hand that aren't lands
    (each distinct cost once, one object per value, ``_canonical``). A card face up in a
    hand, copying nothing, has the card types and mana cost its face prints: no
    characteristic-defining ability defines those (CR 604.3a), and nothing else changes them
    there; its printed characteristics are read without working out the rest."""
    out: dict[int, ManaCost] = {}
    objects = g.objects
    for c in g.players[player].hand:
        o = objects[c]
        if o.card_key is not None and not o.face_down and o.copy_of is None:
            key = (o.card_key, o.face)
            if key in _PRINTED_COSTS:
                cost = _PRINTED_COSTS[key]
            else:
                if len(_PRINTED_COSTS) > 4096:
                    _PRINTED_COSTS.clear()
                cost = _PRINTED_COSTS[key] = _spell_cost(printed_chars(o.card_key, o.face))
        else:
            cost = _spell_cost(chars(g, c))
        if cost is not None:
            out[id(cost)] = cost
    return list(out.values())


def _spell_cost(ch: Chars) -> ManaCost | None:
    """The mana cost of a card with characteristics ``ch`` if it is a spell to pay for (not
    a land, some mana in its cost; one object per value, ``_canonical``), else None."""
    return None if ch.is_land or ch.mana_cost.is_empty() else _canonical(ch.mana_cost)


_PRINTED_COSTS: dict[tuple[str, int], ManaCost | None] = {}
"""``_spell_cost`` of each face of a card printed, kept per card and face."""


def _kinds(supply: ManaSupply) -> dict[int, int]:
    """For each permanent of the supply, how many kinds of mana its abilities could make
    (its flexibility); a permanent not in it makes none."""
    kinds: dict[int, set[str]] = {}
    for o, units in supply.sources:
        kinds.setdefault(o, set()).update(*units)
    for o, alts in supply.choices:
        k = kinds.setdefault(o, set())
        for alt in alts:
            k.update(*alt)
    return {o: len(k) for o, k in kinds.items()}


def _made_kinds(units: tuple[frozenset[str], ...]) -> int:
    """How many kinds of mana ``units`` (a permanent's one entry of a supply) may be, kept
    per units: a permanent's flexibility, as ``_kinds`` counts it."""
    n = _MADE_KINDS.get(units)
    if n is None:
        if len(_MADE_KINDS) > 4096:
            _MADE_KINDS.clear()
        n = _MADE_KINDS[units] = len(frozenset().union(*units))
    return n


_MADE_KINDS: dict[tuple[frozenset[str], ...], int] = {}


def next_payment(g: GameState, player: int, remaining: ManaCost, spell: int | None,
                 options: list[Any], complete: bool = True,
                 valid: Callable[[int], bool] | None = None) -> Any:
    """The answer of ``options`` (the payment decision's, each leaving the rest payable) that
    the plan takes next (see the module docstring): the least of (pays none of what remains,
    fewer other spells castable, expense, kinds of mana, own mana cost, less mana added, place
    in the list).

    The castable spells are counted only where they decide: equivalent answers (two basic
    lands of a type) are one, its first answer standing for it; an answer that pays nothing is
    never taken while one pays; the answers are looked at cheapest first, so a later one is
    taken only with more spells castable, and its counting stops once it can't reach that.

    Unless ``complete``, ``options`` are the answers of the abilities usable once alone
    (``payment_options_in_parts``), the others still to come after them, each costing more
    than tapping its source: the answer they give is the one all the answers would, or None
    when those others could change it (nothing of ``options`` pays, or the answers looked at
    before every spell is found castable include one costing more). With ``valid`` (and
    not ``complete``), only those ``options`` for which ``valid`` of their place in the list
    is true are answers: each is checked only once it would be looked at, and the answer is
    None too when one that is none would be (its equivalents not checked)."""
    if not options:
        return None  # the others alone
    if len(options) == 1 and complete:
        return options[0]
    supply = mana_supply(g, player, None)
    # Each permanent's units, from its first entry; when each has one entry and none makes
    # mana one way or another, its kinds are those of its units alone.
    units_of = dict(reversed(supply.sources))
    kinds_of = None if len(units_of) == len(supply.sources) and not supply.choices \
        else _kinds(supply)
    firsts: dict[tuple[Any, ...], tuple[tuple[Any, ...], Any, int, ManaCost]] = {}
    abilities: dict[int, Any] = {}
    remaining = _canonical(remaining)
    lefts = _lefts(remaining)
    costs_kept, kinds_kept = _COSTS, _MADE_KINDS
    allc = compute_all(g)  # the characteristics ``chars`` reads of a permanent
    # Tapped for mana, a permanent may make more through triggered mana abilities (CR 605.1b,
    # 605.4a): what an answer pays counts that mana too.
    extra = extra_mana(g, player, {act.source for act in options
                                   if isinstance(act, ActivateManaAbility)}) \
        if triggered_mana_waiting(g) else {}
    for i, act in enumerate(options):
        if isinstance(act, ActivateManaAbility):
            src, mana = act.source, act.mana
            own = abilities.get(src)
            if own is None:
                c = allc.get(src)
                own = abilities[src] = (chars(g, src) if c is None else c).abilities
            a = own[act.index]
            kept = costs_kept.get(id(a))  # ``_costs_of``'s, looked up here first
            expense, spent = kept[1] if kept is not None and kept[0] is a else _costs_of(a)
            if src in extra and isinstance(a, ActivatedAbility) and a.cost.tap:
                mana += extra[src]
        else:
            src, mana = _convoking(act)
            expense, spent = _CONVOKE_COSTS
        units = units_of.get(src)
        if kinds_of is not None:
            kinds = kinds_of.get(src, 0)
        elif units is None:
            kinds = 0
        else:
            made_kinds = kinds_kept.get(units)  # ``_made_kinds``'s, looked up here first
            kinds = _made_kinds(units) if made_kinds is None else made_kinds
        same = (units, expense, kinds, mana, spent)
        if same not in firsts:
            rest, pays, made = _left_to_pay(remaining, mana, lefts)
            firsts[same] = ((not pays, expense, kinds, spent, -made, i), act, src, rest)
    ranked = sorted(firsts.values(), key=itemgetter(0))
    answers = _answers(ranked, valid)
    top = next(answers, None)
    if top is None:
        return None  # none of them is an answer
    (pays_none, *_), best, *_ = top
    if not complete and pays_none:
        return None  # another answer may pay some of it
    if complete and (len(ranked) == 1 or ranked[1][0][0] != pays_none):
        return best
    # A spell the whole supply can't pay for beside this cost stays uncastable whatever is
    # tapped: it doesn't tell the answers apart.
    # Units counted one by one (``PermanentUnits``) pay no cost of more symbols than there
    # are units (CR 107.4): such a cost is told apart by counting its symbols alone.
    counted = units_counted(supply)
    whole = supply if counted is None else counted
    room = counted.total if isinstance(counted, PermanentUnits) else None
    needs = [(cost, _symbols(cost)) for cost in _other_spells(g, player)]
    needed = _symbols(remaining)
    others = [(cost, n) for cost, n in needs if (room is None or needed + n <= room)
              and whole.can_pay({}, _plus(remaining, cost))]
    most = -1
    while top is not None and top[0][0] == pays_none:
        (_, expense, *_), act, src, rest = top
        if not complete and expense:
            return None  # another answer costing more may come before this one
        after = supply.without({src}) if counted is None else counted.without(src)
        castable = 0
        unread = len(others)
        needed = _symbols(rest)
        room = after.total if isinstance(after, UnitCounts) else None
        for cost, n in others:
            if castable + unread <= most:
                break
            unread -= 1
            castable += (room is None or needed + n <= room) \
                and after.can_pay({}, _plus(rest, cost))
        if castable > most:
            best, most = act, castable
        if most == len(others):
            break  # no later answer can keep more spells castable
        top = next(answers, None)
    if not complete and most < len(others):
        return None  # another answer may keep more spells castable
    return best


def _answers(ranked: list[Any], valid: Callable[[int], bool] | None) -> Iterator[Any]:
    """The ranked answers of ``next_payment`` in order, up to the first that ``valid`` of its
    place tells is no answer (``valid`` None: each is): which of its equivalents stands for
    it, if any, is not known."""
    for r in ranked:
        if valid is not None and not valid(r[0][5]):
            return
        yield r
