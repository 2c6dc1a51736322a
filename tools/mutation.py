"""Mutation testing of the rules engine, one module at a time (not part of CI: too slow).

    python -m tools.mutation run rules/sba.py          # every mutant of one module
    python -m tools.mutation run rules/sba.py --survivors  # only the last run's survivors
    python -m tools.mutation tests rules/sba.py        # the tests selected for it
    python -m tools.mutation report                    # docs/mutation.md from docs/mutation/

The mutants are mutmut's (``mutmut.list_mutations`` / ``mutmut.mutate``, mutmut 2). They run in a
private copy of ``src/`` and ``tests/`` (the working tree is never changed, and tests run
meanwhile see the real engine), against the module's selected tests (``pytest -x``): a failing or
timed-out run kills the mutant, a passing one lets it survive.

A mutant runs only against the selected tests that execute its line, fastest first. A first run
of the selection, traced by ``tools/mutation_plugin.py``, records which tests execute each line
of the module (every engine module is imported before the first test, and each test runs in a
process forked from the collected session, as if run alone: a value an earlier test memoised,
in a ``functools`` cache, a memo dict or an attribute, can't spare a test the lines computing
it); a test that never executes a line, run alone, can't see a change to it. A line counts as its statement's (a compound statement's header), so that the second
half of a string split over two lines, which has no code of its own, runs with it. A line run at import time (module-level statements, class bodies, ``def`` and ``class``
lines, decorators, default values, or a function the import calls) keeps the module's whole
selection, and a mutant on a line no selected test executes survives without running any. A
second, untraced run times each test (the order, and each mutant's timeout: three times its
tests' time, at least ``--timeout``; a mutant that times out is run again in a new process
with four times as long, so that only an endless or far slower run counts as killed by timing out).

The mutants go to ``tools/mutation_worker.py``, one process that imports the engine once and
forks a child per mutant with the module's code swapped for the mutant's; a mutant it can't
swap in, or one that changes a decorator, runs in a new process on the mutated file
(``--confirm`` reruns every survivor that way too). One process at a time: no parallel workers.

The tests selected for a module are ``TESTS[module]`` below (test files or directories; a module
missing from it falls back to ``tests/rules``). Keep the mapping tight: it is the baseline
runs' cost, and a survivor's tests are found only among it. When a module moves, move its key.

``--survivors`` reruns only what the last run of the module didn't kill: every mutant whose change
(the original and mutated line texts) is not among the changes it killed, so a previous survivor
and a mutant of a line added or changed since are run alike (a changed line no selected test runs
stays a survivor). It needs a previous run that recorded its kills under the same or fewer tests;
otherwise it runs the whole module.

Results go to one file per module, ``docs/mutation/<module path>.json`` (e.g.
``docs/mutation/rules/sba.json``: counts, survivors, the changes killed, every mutant's change),
so that runs of different modules never write the same file, and are rendered together into
``docs/mutation.md`` (``report`` renders it again: after a rebase, that resolves a conflict in
it). Survivors that are equivalent to the original (no test could tell them apart) are listed in
``tools/mutation_equivalents.toml`` with a one-line reason, matched by the module and the
original and mutated line texts (and, with ``after``, the text of the line above, for a change
such as ``continue`` → ``break`` that is equivalent on one line and not on another); they don't
count against the score. ``report`` and ``stale`` list the entries that match no mutant of
their module's current source (``orphaned_equivalents``): a line changed or removed since the
entry was written, whose entry is to be updated or removed.
"""

from __future__ import annotations

import argparse
import ast
import difflib
import hashlib
import json
import os
import shutil
import signal
import subprocess
import sys
import tempfile
import time
import tomllib
from dataclasses import dataclass
from datetime import UTC, datetime
from pathlib import Path
from typing import TextIO

ROOT = Path(__file__).resolve().parent.parent
PACKAGE = ROOT / "src" / "manastack"
RESULTS = ROOT / "docs" / "mutation"  # one <module path>.json per module
REPORT = ROOT / "docs" / "mutation.md"
EQUIVALENTS = ROOT / "tools" / "mutation_equivalents.toml"
SCOPE = ("rules/", "decisions/", "state/")

_R = "tests/rules/"
_MID = "tests/cards/mid/"
_ONS = "tests/cards/ons/"
# Module (relative to src/manastack) -> the fast tests that exercise it.
TESTS: dict[str, tuple[str, ...]] = {
    "rules/resolution.py": (
        "tests/cards/mic/test_elite_scaleguard.py",
        _R + "test_defending_player_choice.py",
        _MID + "test_falkenrath_perforator.py", _R + "test_stack_resolution.py", _R + "test_copy_spells.py", _R + "test_casting_modes.py",
        _R + "test_keywords_targeting.py", _R + "test_casting_x.py", _R + "test_token_copies.py",
        _R + "test_triggers_basic.py", _R + "test_coven_card_rulings.py",
        _R + "test_flashback_card_rulings.py", _R + "test_disturb.py",
        _ONS + "test_clone.py", _MID + "test_croaking_counterpart.py",
        "tests/cards/mic/test_drown_in_dreams.py", _ONS + "test_crown_of_fury.py",
        "tests/cards/mic/test_citadel_siege.py",
        _ONS + "test_crown_of_awe.py", _R + "test_mana_spent_triggers.py",
        _R + "test_morph_casting.py", _R + "test_face_down_zones.py",
        _R + "test_face_down_replacement.py", _R + "test_vocabulary_sacrifice_and_choices.py",
        _ONS + "test_starlit_sanctum.py", _ONS + "test_endemic_plague.py",
        _ONS + "test_airdrop_condor.py", "tests/cards/mic/test_cleaver_skaab.py",
        "tests/cards/mic/test_kurbis_harvest_celebrant.py", _ONS + "test_tephraderm.py",
        _ONS + "test_crown_of_ascension.py", _ONS + "test_crown_of_suspicion.py",
        _ONS + "test_dive_bomber.py", _ONS + "test_callous_oppressor.py",
        _ONS + "test_crown_of_awe.py", _ONS + "test_astral_slide.py",
        _MID + "test_fateful_absence.py", "tests/cards/mic/test_swords_to_plowshares.py",
        _R + "test_keywords_evolve.py", _ONS + "test_serpentine_basilisk.py",
        _MID + "test_hungry_for_more.py", _MID + "test_blessed_defiance.py",
        _MID + "test_liesa_forgotten_archangel.py", _MID + "test_wake_to_slaughter.py",
        "tests/cards/mic/test_lynde_cheerful_tormentor.py", _ONS + "test_mistform_mask.py",
    ),
    "rules/priority.py": (
        _R + "test_multiplayer_free_for_all_scenarios.py",
        _R + "test_indexes_updated.py",
        _R + "test_game_turn.py", _R + "test_stack_resolution.py", _R + "test_multiplayer.py",
        _R + "test_leaving_the_game.py", _R + "test_phasing.py", _ONS + "test_threaten.py",
        _ONS + "test_annex.py", _ONS + "test_custody_battle.py", _R + "test_day_night.py",
        _ONS + "test_flamestick_courier.py", _ONS + "test_callous_oppressor.py",
        _R + "test_decision_values.py", _R + "test_log_knowledge.py", _ONS + "test_risky_move.py",
        _R + "test_priority_checks.py", _R + "test_team_priority_scenarios.py",
        _R + "test_cr_who_has_priority.py", _MID + "test_baneblade_scoundrel.py",
        _R + "test_combat_removal_scenarios.py",
    ),
    "rules/turn.py": (
        "tests/ui/test_discard_prompts_ja.py", _R + "test_game_turn.py", _R + "test_zones_and_steps.py", _R + "test_two_headed_giant.py",
        _R + "test_game_start.py", _R + "test_multiplayer.py", _R + "test_day_night.py",
        _MID + "test_locked_in_the_cemetery.py", _ONS + "test_aggravated_assault.py",
        _MID + "test_triskaidekaphile.py", _MID + "test_wrenn_and_seven.py",
        _ONS + "test_flamestick_courier.py", _ONS + "test_threaten.py",
        _MID + "test_teferi_who_slows_the_sunset.py", _ONS + "test_callous_oppressor.py",
        _ONS + "test_goblin_sharpshooter.py", _MID + "test_winterthorn_blessing.py",
        _MID + "test_florian_voldaren_scion.py", _MID + "test_curse_of_shaken_faith.py",
        _MID + "test_morbid_opportunist.py",
        "tests/cards/mic/test_liliana_s_devotee.py", _R + "test_combat_attackers.py",
        _R + "test_turn_structure_scenarios.py", _MID + "test_grafted_identity.py",
        _R + "test_multiplayer_durations.py",
    ),
    "rules/sba.py": (
        _R + "test_log_rule_citations.py",
        _R + "test_sba_basic.py", _R + "test_sba_counters.py", _R + "test_cant_lose_the_game.py",
        _R + "test_multiplayer.py", _R + "test_multiplayer_players.py",
        _R + "test_sba_rules.py", _R + "test_planeswalkers.py", _R + "test_commander.py",
        _R + "test_sba_scenarios.py", "tests/cards/mic/test_kurbis_harvest_celebrant.py",
        _R + "test_prevent_all_damage.py", _ONS + "test_pacifism.py",
        _R + "test_leaving_the_game.py", _R + "test_protection_scenarios.py",
        _R + "test_deathtouch_scenarios.py", _R + "test_aura_scenarios.py",
        _R + "test_game_end_scenarios.py", _R + "test_sba_interplay_scenarios.py",
    ),
    "rules/replacement.py": (
        _R + "test_prevention_redirection_scenarios.py",
        _R + "test_indexes_updated.py",
        _R + "test_replacement_enters.py", _R + "test_replacement_regeneration.py",
        _R + "test_replacement_scenarios.py", _R + "test_keyword_actions_scenarios.py",
        _R + "test_protection_scenarios.py",
        _R + "test_prevent_all_damage.py", _R + "test_replacement_choices.py",
        _R + "test_flashback_card_rulings.py", _R + "test_disturb.py",
        _R + "test_commander.py", _R + "test_face_down_zones.py",
        _R + "test_decision_views.py", _R + "test_phasing.py",
        _MID + "test_rem_karolus_stalwart_slayer.py",
        _MID + "test_burn_the_accursed.py", _ONS + "test_glarecaster.py",
        _ONS + "test_daunting_defender.py", _ONS + "test_words_of_war.py",
        _ONS + "test_clone.py", _ONS + "test_pinpoint_avalanche.py",
        _MID + "test_burn_down_the_house.py", _MID + "test_croaking_counterpart.py",
        _MID + "test_enduring_angel.py",
        _R + "test_face_down_replacement.py", _R + "test_vocabulary_shields.py",
        "tests/cards/mic/test_dearly_departed.py", _ONS + "test_riptide_replicator.py",
        _R + "test_cr_token_creation.py",
        _R + "test_entering_counters.py",
    ),

    "rules/day_night.py": (
        _R + "test_day_night.py", _R + "test_day_night_phasing.py", _R + "test_transform.py",
        _R + "test_face_down_phasing.py",
        _MID + "test_village_watch.py", _MID + "test_tovolar_dire_overlord.py",
        _MID + "test_brimstone_vandal.py", _MID + "test_unnatural_moonrise.py",
    ),
    "rules/face_down.py": (
        _R + "test_face_down_one_rule_set.py", _R + "test_face_down_phasing.py",
        _R + "test_face_down_zones.py", _R + "test_hidden_information_face_down.py",
        _R + "test_morph_casting.py", _R + "test_morph_turn_face_up.py",
        _R + "test_face_down_replacement.py", _ONS + "test_break_open.py",
        _ONS + "test_ixidor_reality_sculptor.py", _ONS + "test_backslide.py",
        _ONS + "test_skittish_valesk.py", _ONS + "test_future_sight.py",
        _R + "test_mana_ability_chains.py", _R + "test_face_down_scenarios.py",
        _R + "test_morph_scenarios.py", _R + "test_commander_face_down_scenarios.py",
        _R + "test_double_faced_scenarios.py",
    ),
    "rules/phasing.py": (
        _R + "test_face_down_phasing.py", _R + "test_day_night.py", _R + "test_phasing.py",
        _R + "test_day_night_phasing.py", _R + "test_leaving_the_game.py",
        _MID + "test_spectral_adversary.py", _MID + "test_hostile_hostel.py",
    ),
    "rules/combat_damage.py": (
        _R + "test_multiplayer_free_for_all_scenarios.py",
        _R + "test_phasing_scenarios.py",
        _R + "test_combat_damage.py", _R + "test_combat_attackers.py",
        _R + "test_combat_blocking.py", _R + "test_commander.py",
        _R + "test_two_headed_giant.py", _R + "test_two_headed_giant_scenarios.py",
        _R + "test_planeswalkers.py",
        _R + "test_multiplayer.py", _R + "test_phasing.py", _R + "test_prevent_all_damage.py",
        _R + "test_damage_replaced_by_milling.py", _R + "test_vocabulary_types_and_damage.py",
        _ONS + "test_tribal_golem.py", _ONS + "test_krosan_groundshaker.py",
        _ONS + "test_silvos_rogue_elemental.py", _ONS + "test_run_wild.py",
        _ONS + "test_blistering_firecat.py", _MID + "test_bladebrand.py",
        _MID + "test_pestilent_wolf.py", _MID + "test_tainted_adversary.py",
        _MID + "test_hobbling_zombie.py", _MID + "test_intrepid_adversary.py",
        _MID + "test_curse_of_leeches.py", _MID + "test_duelcraft_trainer.py",
        "tests/cards/mic/test_sigarda_s_vanguard.py", _ONS + "test_daru_cavalier.py",
        _ONS + "test_crown_of_fury.py", _ONS + "test_spurred_wolverine.py",
        _MID + "test_chaplain_of_alms.py", _ONS + "test_withering_hex.py",
        _ONS + "test_butcher_orgg.py", _ONS + "test_ironfist_crusher.py",
        _MID + "test_reckless_stormseeker.py", _MID + "test_hound_tamer.py",
        _R + "test_combat_damage_division.py", _R + "test_trample_scenarios.py",
        _R + "test_planeswalker_combat_scenarios.py", _R + "test_leaving_the_game.py",
    ),
    "rules/declare_attackers.py": (
        _R + "test_attack_refusal_reasons.py", _R + "test_combat_attackers.py", _R + "test_combat_blocking.py",
        _R + "test_combat_damage.py", _R + "test_multiplayer.py",
        _R + "test_two_headed_giant.py", _R + "test_planeswalkers.py",
        _R + "test_phasing.py", _R + "test_leaving_the_game.py",
        _R + "test_decayed_card_rulings.py", "tests/cards/mic/test_orzhov_advokist.py",
        _ONS + "test_grand_melee.py", _ONS + "test_walking_desecration.py",
        _ONS + "test_slipstream_eel.py", _ONS + "test_pacifism.py",
        _ONS + "test_wall_of_mulch.py", _ONS + "test_aurification.py",
        _R + "test_attack_declaration.py", _ONS + "test_overwhelming_instinct.py",
        _MID + "test_adeline_resplendent_cathar.py", _MID + "test_search_party_captain.py",
        "tests/cards/mic/test_odric_master_tactician.py", _R + "test_view_combat_scenarios.py",
    ),
    "rules/declare_blockers.py": (
        _R + "test_block_refusal_reasons.py",
        _R + "test_phasing_scenarios.py", _R + "test_landwalk_fear_skulk_scenarios.py",
        _R + "test_combat_blocking.py", _R + "test_combat_attackers.py",
        _R + "test_combat_damage.py", _R + "test_two_headed_giant.py",
        _R + "test_multiplayer.py", _R + "test_planeswalkers.py", _R + "test_phasing.py",
        _R + "test_costs_to_block.py", _R + "test_decayed_card_rulings.py",
        _R + "test_two_headed_giant_scenarios.py",
        _R + "test_protection_chosen_type.py",
        _ONS + "test_elven_riders.py", _ONS + "test_crafty_pathmage.py",
        _ONS + "test_graxiplon.py", _MID + "test_sungold_sentinel.py",
        _MID + "test_hedgewitch_s_mask.py", _MID + "test_suspicious_stowaway.py",
        _MID + "test_harvesttide_sentry.py", "tests/cards/mic/test_champion_of_lambholt.py",
        _ONS + "test_spitfire_handler.py", _ONS + "test_ascending_aven.py",
        _MID + "test_devoted_grafkeeper.py", _ONS + "test_ironfist_crusher.py",
        _ONS + "test_charging_slateback.py", _ONS + "test_wave_of_indifference.py",
        _ONS + "test_pacifism.py", _MID + "test_abandon_the_post.py",
        _MID + "test_vengeful_strangler.py", _MID + "test_vampire_interloper.py",
        _MID + "test_lambholt_harrier.py", _ONS + "test_grand_melee.py",
        _ONS + "test_cover_of_darkness.py", _ONS + "test_frightshroud_courier.py",
        _ONS + "test_dirge_of_dread.py", "tests/cards/mic/test_gleaming_overseer.py",
        "tests/cards/mic/test_lord_of_the_accursed.py", _ONS + "test_elvish_pathcutter.py",
        "tests/cards/mic/test_odric_master_tactician.py", _ONS + "test_taunting_elf.py",
        _R + "test_block_requirements.py", _R + "test_block_declaration.py",
        _ONS + "test_imagecrafter.py", "tests/cards/mic/test_lord_of_the_accursed.py",
        _MID + "test_morkrut_behemoth.py", _R + "test_block_requirement_scenarios.py",
        _R + "test_block_requirement_costs.py", _R + "test_declaration_completion.py",
    ),
    "rules/aura_legality.py": (
        _R + "test_aura_scenarios.py", _R + "test_sba_rules.py", _R + "test_sba_scenarios.py",
        _R + "test_sba_basic.py", _R + "test_protection_scenarios.py",
        _ONS + "test_pacifism.py", _R + "test_replacement_enters.py",
        "tests/cards/mid/test_curse_of_silence.py",
    ),
    "rules/redirection.py": (
        _R + "test_prevention_redirection_scenarios.py", _ONS + "test_glarecaster.py",
        _R + "test_replacement_choices.py",
    ),
    "rules/block_requirements.py": (
        _R + "test_declaration_completion.py", _R + "test_block_requirements.py",
        _R + "test_block_requirement_scenarios.py", _R + "test_block_requirement_costs.py",
        _ONS + "test_taunting_elf.py", _ONS + "test_grand_melee.py",
        _ONS + "test_ironfist_crusher.py", "tests/cards/mic/test_odric_master_tactician.py",
        _MID + "test_morkrut_behemoth.py",
    ),
    "rules/combat.py": (
        _R + "test_combat_attackers.py", _R + "test_combat_blocking.py",
        _R + "test_combat_damage.py",
    ),
    "decisions/mana_listing.py": (
        _R + "test_legal_actions.py", _R + "test_api_game.py", _R + "test_phasing.py",
        _R + "test_land_mana_replacement.py", _R + "test_restricted_mana.py",
        "tests/cards/mic/test_sungrass_prairie.py", "tests/cards/mic/test_commander_s_sphere.py",
        _ONS + "test_grand_coliseum.py", _ONS + "test_birchlore_rangers.py",
    ),
    "decisions/legal.py": (
        _R + "test_api_game.py", _R + "test_game_turn.py",
        _R + "test_two_headed_giant.py", _R + "test_land_mana_replacement.py",
        _R + "test_ons_faq_cycling.py", _R + "test_disturb.py", _R + "test_commander.py",
        _R + "test_phasing.py",
        _R + "test_morph_turn_face_up.py", _R + "test_restricted_mana.py",
        _R + "test_face_down_scenarios.py", _ONS + "test_future_sight.py",
        _MID + "test_geistflame_reservoir.py",
        _MID + "test_augur_of_autumn.py", _MID + "test_bounding_wolf.py",
        _MID + "test_pithing_needle.py", _MID + "test_jack_o_lantern.py",
        _MID + "test_rootcoil_creeper.py", "tests/cards/mic/test_gisa_and_geralf.py",
        _R + "test_legal_actions.py", _R + "test_zones_and_steps.py",
        _MID + "test_arlinn_the_pack_s_hope.py", _MID + "test_lier_disciple_of_the_drowned.py",
        _MID + "test_florian_voldaren_scion.py",
        "tests/cards/mic/test_sungrass_prairie.py", "tests/cards/mic/test_commander_s_sphere.py",
        _ONS + "test_arcanis_the_omnipotent.py",
    ),
    "rules/conditions.py": (
        _R + "test_coven_card_rulings.py", "tests/cards/mid",
        "tests/cards/mic/test_sigardian_zealot.py", "tests/cards/mic/test_sigarda_s_vanguard.py",
        _R + "test_phasing.py", "tests/cards/mic/test_canopy_vista.py",
        "tests/cards/mic/test_tainted_isle.py", _R + "test_phasing_scenarios.py",
    ),
    "decisions/actions.py": (
        _R + "test_action_values.py", _R + "test_api_bad_input.py", _R + "test_api_game.py",
    ),
    "decisions/decision.py": (
        _R + "test_decision_values.py", _R + "test_decision_views.py", _R + "test_api_game.py",
    ),
    "state/zones.py": (
        _R + "test_zones_and_steps.py", _R + "test_hidden_information_face_down.py",
        _R + "test_log_knowledge.py",
    ),
    "state/steps.py": (_R + "test_zones_and_steps.py", _R + "test_game_turn.py"),
    "state/quick_init.py": (
        _R + "test_quick_init.py", _R + "test_decision_values.py",
        _R + "test_instruction_values.py", _R + "test_event_values.py",
    ),
    "state/rng.py": (_R + "test_random_numbers.py", _R + "test_game_start.py"),
    "rules/rewind.py": (
        _R + "test_rewind_point.py", _R + "test_rewind_state.py", _R + "test_rewind_log.py",
    ),
    "state/game_state.py": (
        _R + "test_api_game.py", _R + "test_multiplayer_players.py",
        _R + "test_two_headed_giant.py", _R + "test_leaving_the_game.py",
        _R + "test_scenario_builder.py", _R + "test_multiplayer.py", _R + "test_game_start.py",
        _R + "test_layers_basic.py", _R + "test_layer_pass_kept.py",
        _R + "test_stack_resolution.py", _R + "test_choices_and_links.py",
        _R + "test_triggers_basic.py", _ONS + "test_mistform_dreamer.py",
        _MID + "test_ambitious_farmhand.py", _R + "test_cant_lose_the_game.py",
        _R + "test_automatic_payment.py",
    ),
    "state/objects.py": (
        _R + "test_api_game.py", _R + "test_scenario_builder.py", _R + "test_phasing.py",
        _R + "test_face_down_zones.py", _R + "test_combat_damage.py",
        _R + "test_token_copies.py", _R + "test_morph_turn_face_up.py",
        _R + "test_triggers_basic.py", _R + "test_replacement_enters.py",
        _R + "test_replacement_regeneration.py", _R + "test_layers_basic.py",
    ),
    "state/player.py": (
        _R + "test_api_game.py", _R + "test_leaving_the_game.py",
        _R + "test_multiplayer_players.py", _R + "test_game_start.py",
    ),
    "state/combat.py": (
        _R + "test_combat_blocking.py", _R + "test_combat_attackers.py", _R + "test_api_game.py",
        _R + "test_leaving_the_game.py", "tests/cards/mic/test_odric_master_tactician.py",
        _MID + "test_purifying_dragon.py", _ONS + "test_silvos_rogue_elemental.py",
        _R + "test_phasing.py", _ONS + "test_gustcloak_runner.py",
        _R + "test_multiplayer_free_for_all_scenarios.py",
    ),
    "state/plain.py": (_R + "test_plain_data.py", _R + "test_api_game.py", _R + "test_api_bad_input.py"),
    "rules/shared_team_turns.py": (
        _R + "test_two_headed_giant.py", _R + "test_attack_declaration.py",
        _R + "test_block_declaration.py", _MID + "test_thermo_alchemist.py",
        _R + "test_game_turn.py", _R + "test_multiplayer.py", _R + "test_leaving_the_game.py",
        _R + "test_team_priority_scenarios.py",
    ),
    "rules/conceding.py": (
        _R + "test_leaving_the_game.py", _R + "test_two_headed_giant.py",
        _R + "test_multiplayer.py", _R + "test_multiplayer_players.py", _R + "test_sba_rules.py",
        _R + "test_cant_lose_the_game.py", _R + "test_action_values.py",
        _R + "test_multiplayer_free_for_all_scenarios.py",
        "tests/cards/mic/test_lynde_cheerful_tormentor.py",
        "tests/cards/mic/test_visions_of_dread.py",
    ),
    "decisions/policies.py": (
        _R + "test_policies.py", _R + "test_api_game.py", "tests/games/test_seeded_games.py",
    ),
    "rules/game_start.py": (
        _R + "test_game_start.py", _R + "test_two_headed_giant.py", _R + "test_api_game.py",
        _R + "test_leaving_the_game.py", _R + "test_multiplayer.py",
        _R + "test_known_cards_scenarios.py",
    ),
    "rules/players.py": (
        _MID + "test_curse_of_silence.py", _MID + "test_curse_of_shaken_faith.py",
        _MID + "test_sunset_revelry.py", _ONS + "test_peer_pressure.py",
        _ONS + "test_thoughtbound_primoc.py", _ONS + "test_menacing_ogre.py",
        _ONS + "test_strongarm_tactics.py", _ONS + "test_biorhythm.py",
        _MID + "test_sigarda_s_splendor.py", _R + "test_two_headed_giant.py",
        _R + "test_leaving_the_game.py", _ONS + "test_death_match.py",
    ),
    "rules/commander.py": (
        _R + "test_commander.py", _R + "test_game_start.py", "tests/cards/mic/test_path_of_ancestry.py",
        "tests/cards/mic/test_commander_s_sphere.py", "tests/cards/mic/test_arcane_signet.py",
        "tests/cards/mic/test_command_tower.py", "tests/cards/mic/test_aetherspouts.py",
        "tests/cards/mic/test_visions_of_glory.py", _R + "test_scenario_builder.py",
        _R + "test_legal_actions.py", _R + "test_commander_zone_scenarios.py",
        _R + "test_commander_face_down_scenarios.py", _R + "test_departed_commanders.py",
    ),
    "rules/two_headed_giant.py": (
        _R + "test_two_headed_giant.py", _R + "test_attack_declaration.py",
        _R + "test_block_declaration.py", _MID + "test_thermo_alchemist.py",
        _R + "test_sba_counters.py", _R + "test_multiplayer.py", _R + "test_leaving_the_game.py",
        _R + "test_api_game.py", _R + "test_sba_rules.py",
    ),
    "rules/extra_phases.py": (
        _ONS + "test_aggravated_assault.py", _MID + "test_florian_voldaren_scion.py",
    ),
    "state/control.py": (
        _MID + "test_siphon_insight.py",
        _R + "test_triggers_basic.py", _R + "test_vocabulary_players.py",
        _R + "test_vocabulary_player_questions.py", _R + "test_stack_resolution.py",
        _MID + "test_dawnhart_wardens.py", _MID + "test_candlelit_cavalry.py",
        _R + "test_face_down_zones.py", _MID + "test_ritual_of_hope.py",
    ),
    "rules/creature_types.py": (
        _R + "test_text_changes.py", _ONS + "test_artificial_evolution.py",
        _ONS + "test_patriarch_s_bidding.py", _ONS + "test_aphetto_dredging.py",
    ),
    "rules/object_tests.py": (
        "tests/cards/mic/test_elite_scaleguard.py",
        _R + "test_defending_player_choice.py",
        _R + "test_two_headed_giant_scenarios.py", _MID + "test_falkenrath_perforator.py",
        _R + "test_vocabulary_object_tests.py", _ONS + "test_animal_magnetism.py",
        _ONS + "test_bloodline_shaman.py", _MID + "test_otherworldly_gaze.py",
        _MID + "test_moonsilver_key.py", _MID + "test_baneblade_scoundrel.py",
        "tests/cards/mic/test_krosan_verge.py", "tests/cards/mic/test_myriad_landscape.py",
        _ONS + "test_blatant_thievery.py", _MID + "test_consuming_blob.py",
        _MID + "test_sungold_sentinel.py", _ONS + "test_riptide_entrancer.py",
        _ONS + "test_dawning_purist.py", "tests/cards/mic/test_citadel_siege.py",
        _MID + "test_outland_liberator.py", _MID + "test_purifying_dragon.py",
        _ONS + "test_artificial_evolution.py", _R + "test_block_declaration.py",
        _R + "test_multiplayer_free_for_all_scenarios.py",
    ),
    "rules/characteristics.py": (
        _R + "test_layer_pass_update.py",
        _R + "test_layers_basic.py", _R + "test_layers_dependency.py",
        _R + "test_layers_control_scenarios.py",
        _R + "test_layer_pass_kept.py", _R + "test_text_changes.py",
        "tests/cards/mic/test_gleaming_overseer.py", "tests/cards/mic/test_eternal_skylord.py",
        "tests/cards/mic/test_bastion_protector.py", _MID + "test_old_stickfingers.py",
        _MID + "test_consuming_blob.py", _ONS + "test_soulless_one.py",
        _ONS + "test_shade_s_breath.py", _ONS + "test_lavamancer_s_skill.py",
        _ONS + "test_custody_battle.py", "tests/cards/mic/test_ghouls_night_out.py",
        _R + "test_face_down_phasing.py", _MID + "test_stuffed_bear.py",
        "tests/cards/mic/test_lynde_cheerful_tormentor.py", _ONS + "test_commando_raid.py",
        _R + "test_day_night_phasing.py", "tests/cards/mic/test_ruinous_intrusion.py",
        "tests/cards/mic/test_go_for_the_throat.py", _ONS + "test_endemic_plague.py",
        _MID + "test_tovolar_dire_overlord.py", _R + "test_day_night_scenarios.py",
        "tests/cards/mic/test_curse_of_the_restless_dead.py",
        _MID + "test_saryth_the_viper_s_fang.py", _ONS + "test_heedless_one.py",
        "tests/cards/mic/test_curse_of_conformity.py",
        "tests/cards/mic/test_liliana_death_s_majesty.py", _ONS + "test_undead_gladiator.py",
        _R + "test_triggers_basic.py", _R + "test_phasing.py",
        _MID + "test_adeline_resplendent_cathar.py", _MID + "test_enduring_angel.py",
        _MID + "test_primal_adversary.py", _ONS + "test_kamahl_fist_of_krosa.py",
        _R + "test_copy_spells.py", _ONS + "test_clone.py",
        _ONS + "test_tribal_golem.py", _MID + "test_intrepid_adversary.py",
        _ONS + "test_withering_hex.py", _MID + "test_sludge_monster.py",
        _ONS + "test_artificial_evolution.py", _ONS + "test_sea_s_claim.py",
        _MID + "test_poppet_stitcher.py", _R + "test_sba_counters.py",
        _R + "test_hidden_information_face_down.py", _R + "test_api_game.py",
        _R + "test_multiplayer.py", "tests/cards/mic/test_kyler_sigardian_emissary.py",
    ),
    "rules/ability_layer.py": (
        _R + "test_layers_basic.py", _R + "test_layers_dependency.py",
        _R + "test_layer_pass_kept.py", _R + "test_decayed_card_rulings.py",
        _MID + "test_sludge_monster.py", _MID + "test_poppet_stitcher.py",
        "tests/cards/mic/test_crowded_crypt.py", _ONS + "test_tribal_golem.py",
        _ONS + "test_commando_raid.py", _ONS + "test_lavamancer_s_skill.py",
        _ONS + "test_custody_battle.py", _ONS + "test_run_wild.py",
        _ONS + "test_cover_of_darkness.py", _ONS + "test_crown_of_fury.py",
    ),
    "rules/vocabulary.py": (
        _R + "test_phasing_scenarios.py", _R + "test_damage_source_last_known_scenarios.py",
        _R + "test_vocabulary_player_and_object_tests.py", _R + "test_vocabulary_conditions.py",
        _R + "test_vocabulary_types_and_damage.py", _R + "test_vocabulary_players.py",
        _R + "test_vocabulary_player_questions.py", "tests/cards/mic/test_elite_scaleguard.py",
        _R + "test_layers_control_scenarios.py",
        _MID + "test_ghoulish_procession.py", "tests/cards/mic/test_knight_of_the_white_orchid.py",
        _ONS + "test_sparksmith.py", "tests/cards/mic/test_prowling_geistcatcher.py",
        _ONS + "test_harsh_mercy.py", "tests/cards/mic/test_visions_of_dread.py",
        "tests/cards/mic/test_ruinous_intrusion.py", _R + "test_mana_spent_triggers.py",
        _MID + "test_can_t_stay_away.py", _ONS + "test_spy_network.py",
        "tests/cards/mic/test_lynde_cheerful_tormentor.py",
        "tests/cards/mic/test_drown_in_dreams.py", _MID + "test_homestead_courage.py",
        _ONS + "test_blatant_thievery.py", _R + "test_face_down_phasing.py",
        _ONS + "test_sea_s_claim.py", _MID + "test_sigardian_savior.py", _ONS + "test_sandskin.py",
        _MID + "test_search_party_captain.py", "tests/cards/mic/test_bastion_protector.py",
        _MID + "test_arlinn_the_pack_s_hope.py", "tests/cards/mic/test_gleaming_overseer.py",
        "tests/cards/mic/test_citadel_siege.py", "tests/cards/mic/test_champion_of_lambholt.py",
        _ONS + "test_undead_gladiator.py", _ONS + "test_elvish_guidance.py",
        _MID + "test_liesa_forgotten_archangel.py", _MID + "test_secrets_of_the_key.py",
        "tests/cards/mic/test_custodi_soulbinders.py", _ONS + "test_lavamancer_s_skill.py",
        _ONS + "test_dream_chisel.py", _MID + "test_curse_of_surveillance.py",
        _MID + "test_shipwreck_sifters.py", _MID + "test_unblinking_observer.py",
        _ONS + "test_gigapede.py", _MID + "test_wrenn_and_seven.py",
        "tests/cards/mic/test_undead_augur.py", _MID + "test_voldaren_stinger.py",
        "tests/cards/mic/test_fortified_village.py", _ONS + "test_dive_bomber.py",
        _ONS + "test_serpentine_basilisk.py", _ONS + "test_overwhelming_instinct.py",
        _ONS + "test_annex.py", "tests/cards/mic/test_enduring_scalelord.py",
        _MID + "test_morbid_opportunist.py", _ONS + "test_piety_charm.py",
        _MID + "test_kessig_naturalist.py",
        _ONS + "test_weathered_wayfarer.py", _ONS + "test_unified_strike.py",
        _ONS + "test_convalescent_care.py", _MID + "test_fading_hope.py",
        _MID + "test_adeline_resplendent_cathar.py", _MID + "test_brutal_cathar.py",
        "tests/cards/mic/test_eloise_nephalia_sleuth.py", _MID + "test_fleshtaker.py",
        "tests/cards/mic/test_odric_master_tactician.py",
        "tests/cards/mic/test_ruthless_deathfang.py", _MID + "test_curse_of_silence.py",
        _ONS + "test_rotlung_reanimator.py", _MID + "test_baithook_angler.py",
        _MID + "test_beloved_beggar.py", _MID + "test_galedrifter.py", _R + "test_disturb.py",
        _ONS + "test_catapult_squad.py", _ONS + "test_gravel_slinger.py",
        _ONS + "test_venomspout_brackus.py", _MID + "test_flare_of_faith.py",
        _MID + "test_geistwave.py", _MID + "test_hallowed_respite.py",
        _ONS + "test_haunted_cadaver.py", _MID + "test_howl_of_the_hunt.py",
        _MID + "test_light_up_the_night.py", _MID + "test_purifying_dragon.py",
        _MID + "test_dennick_pious_apprentice.py", _MID + "test_dreadhound.py",
        _MID + "test_slogurk_the_overslime.py", _ONS + "test_slipstream_eel.py",
        _ONS + "test_spitfire_handler.py", _MID + "test_candletrap.py",
        _ONS + "test_daunting_defender.py", _MID + "test_rem_karolus_stalwart_slayer.py",
        "tests/cards/mic/test_choked_estuary.py", "tests/cards/mic/test_path_of_ancestry.py",
        "tests/cards/mic/test_return_to_dust.py",
        "tests/cards/mic/test_unbreakable_formation.py", _ONS + "test_akroma_s_blessing.py",
        _MID + "test_component_collector.py", _ONS + "test_entrails_feaster.py",
        _ONS + "test_jareth_leonine_titan.py", _ONS + "test_prowling_pangolin.py",
        _MID + "test_revenge_of_the_drowned.py", _ONS + "test_risky_move.py",
        _ONS + "test_skittish_valesk.py", _MID + "test_sungold_sentinel.py",
        _ONS + "test_kamahl_s_summons.py", "tests/cards/mic/test_orzhov_advokist.py",
        _ONS + "test_words_of_wind.py", "tests/cards/mic/test_dark_salvation.py",
        _MID + "test_lord_of_the_forsaken.py", _MID + "test_patrician_geist.py",
        _MID + "test_rootcoil_creeper.py", _ONS + "test_gratuitous_violence.py",
        "tests/cards/mic/test_visions_of_dominance.py",
        "tests/cards/mic/test_visions_of_duplicity.py",
        "tests/cards/mic/test_visions_of_glory.py", "tests/cards/mic/test_visions_of_ruin.py",
        _ONS + "test_stag_beetle.py", _MID + "test_mounted_dreadknight.py",
        _MID + "test_vampire_socialite.py", _R + "test_commander.py",
        "tests/cards/mic/test_diregraf_colossus.py",
    ),
    "rules/selectors.py": (
        _R + "test_two_headed_giant_scenarios.py", "tests/cards/mic/test_citadel_siege.py",
        _R + "test_legal_targets.py", _R + "test_phasing.py", _R + "test_vocabulary_object_tests.py", _R + "test_vocabulary_player_and_object_tests.py",
        _R + "test_vocabulary_types_and_damage.py", _R + "test_vocabulary_players.py",
        _R + "test_vocabulary_player_questions.py", _R + "test_vocabulary_counts_and_looks.py",
        _R + "test_vocabulary_numbers_and_counts.py", _R + "test_layers_basic.py",
        _MID + "test_curse_of_surveillance.py", _MID + "test_curse_of_silence.py",
        _ONS + "test_cover_of_darkness.py", _MID + "test_tovolar_dire_overlord.py",
        "tests/cards/mic/test_temple_of_the_false_god.py",
        _MID + "test_sigarda_champion_of_light.py", _ONS + "test_sigil_of_the_new_dawn.py",
        _MID + "test_field_of_ruin.py", _MID + "test_defenestrate.py",
        _MID + "test_hedgewitch_s_mask.py", _MID + "test_sungold_barrage.py",
        _ONS + "test_shaleskin_bruiser.py", _ONS + "test_birchlore_rangers.py",
        _ONS + "test_spy_network.py", _MID + "test_ghoulish_procession.py",

        _MID + "test_homestead_courage.py", _ONS + "test_shared_triumph.py",
        _MID + "test_raze_the_effigy.py", _MID + "test_saryth_the_viper_s_fang.py",
        _R + "test_flashback_card_rulings.py", "tests/cards/mic/test_lynde_cheerful_tormentor.py",
        "tests/cards/mic/test_curse_of_the_restless_dead.py", _R + "test_layer_pass_kept.py",
        _R + "test_decayed_card_rulings.py", "tests/cards/mic/test_celebrate_the_harvest.py",
        _MID + "test_jadar_ghoulcaller_of_nephalia.py", _ONS + "test_thunder_of_hooves.py",
        "tests/cards/mic/test_shamanic_revelation.py", _MID + "test_evolving_wilds.py",
        _MID + "test_can_t_stay_away.py", _MID + "test_foul_play.py",
        _MID + "test_storm_the_festival.py", _ONS + "test_avarax.py", _ONS + "test_swat.py",
        _ONS + "test_gratuitous_violence.py", _MID + "test_sungold_sentinel.py",
        _MID + "test_sigarda_s_splendor.py", "tests/cards/mic/test_wall_of_mourning.py",
        "tests/cards/mic/test_gorex_the_tombshell.py",
        "tests/cards/mic/test_visions_of_dominance.py", _MID + "test_ludevic_necrogenius.py",
        _R + "test_vocabulary_conditions.py", _MID + "test_spectral_adversary.py",
        "tests/cards/mic/test_curse_of_clinging_webs.py",
        _MID + "test_curse_of_leeches.py", _ONS + "test_ixidor_reality_sculptor.py",
        _ONS + "test_daru_cavalier.py", _ONS + "test_smother.py",
        _MID + "test_bladestitched_skaab.py", _R + "test_phasing.py",
    ),
    "rules/paying.py": (
        _ONS + "test_brightstone_ritual.py", _ONS + "test_elvish_guidance.py",
        _ONS + "test_mana_echoes.py", _MID + "test_arlinn_the_pack_s_hope.py",
        _MID + "test_famished_foragers.py", _ONS + "test_sigil_of_the_new_dawn.py",
        _ONS + "test_lightning_rift.py", _MID + "test_sunstreak_phoenix.py",
        _MID + "test_jerren_corrupted_bishop.py", "tests/cards/mic/test_liliana_s_devotee.py",
        "tests/cards/mic/test_lifecrafter_s_bestiary.py", _MID + "test_intrepid_adversary.py",
        _MID + "test_bloodthirsty_adversary.py", _MID + "test_tainted_adversary.py",
        _MID + "test_primal_adversary.py", _MID + "test_spectral_adversary.py",
        _R + "test_phasing.py",
    ),
    "rules/payability.py": (
        _R + "test_legal_actions.py", _R + "test_casting_mana.py", _R + "test_cost_payment_order.py",
        _R + "test_casting_x.py", _R + "test_restricted_mana.py", _R + "test_flashback_card_rulings.py",
        _R + "test_disturb.py", _R + "test_free_cast.py", _R + "test_morph_casting.py",
        _MID + "test_eaten_alive.py", _MID + "test_morkrut_behemoth.py", _MID + "test_heirloom_mirror.py",
        _MID + "test_light_up_the_night.py", "tests/cards/mic/test_gorex_the_tombshell.py",
        _MID + "test_ludevic_necrogenius.py", _MID + "test_electric_revelation.py",
        _MID + "test_corpse_cobble.py", _MID + "test_slogurk_the_overslime.py",
        _MID + "test_larder_zombie.py", _MID + "test_teferi_who_slows_the_sunset.py",
        _ONS + "test_skirk_prospector.py", _ONS + "test_birchlore_rangers.py",
        _ONS + "test_undead_gladiator.py", "tests/cards/mic/test_havengul_runebinder.py",
        _ONS + "test_endemic_plague.py", _MID + "test_vivisection.py",
        "tests/cards/mic/test_custodi_soulbinders.py", _MID + "test_wrenn_and_seven.py",
        _MID + "test_siege_zombie.py", _MID + "test_flame_channeler.py", _R + "test_commander.py",
    ),
    "rules/any_color_spending.py": (
        _MID + "test_siphon_insight.py", _R + "test_face_down_zones.py",
        _R + "test_flashback_card_rulings.py", _R + "test_casting_mana.py",
    ),
    "rules/mana_pools.py": (
        _MID + "test_kessig_naturalist.py", _R + "test_zones_and_steps.py",
        _R + "test_restricted_mana.py", _R + "test_mana_spent_triggers.py",
        _MID + "test_lord_of_the_forsaken.py", _R + "test_casting_mana.py",
        _ONS + "test_brightstone_ritual.py", "tests/cards/mic/test_somberwald_sage.py",
        "tests/cards/mic/test_path_of_ancestry.py", _MID + "test_smoldering_egg.py",
    ),
    "rules/mana_riders.py": (
        _R + "test_restricted_mana.py", _R + "test_mana_spent_triggers.py",
        "tests/cards/mic/test_path_of_ancestry.py", "tests/cards/mic/test_unclaimed_territory.py",
        _MID + "test_lord_of_the_forsaken.py", "tests/cards/mic/test_somberwald_sage.py",
        _MID + "test_smoldering_egg.py", _MID + "test_unblinking_observer.py",
        _MID + "test_memory_deluge.py", _R + "test_casting_mana.py", _R + "test_automatic_payment.py",
        _MID + "test_kessig_naturalist.py", "tests/cards/mic/test_kurbis_harvest_celebrant.py",
        _R + "test_pool_mana_choice.py",
    ),
    "rules/mana_colors.py": (
        "tests/cards/mic/test_arcane_signet.py", "tests/cards/mic/test_command_tower.py",
        "tests/cards/mic/test_commander_s_sphere.py", "tests/cards/mic/test_exotic_orchard.py",
        _MID + "test_katilda_dawnhart_prime.py", "tests/cards/mic/test_gyre_sage.py",
        "tests/cards/mic/test_crowded_crypt.py", _R + "test_land_mana_replacement.py",
        "tests/cards/mic/test_path_of_ancestry.py", _ONS + "test_brightstone_ritual.py",
        _R + "test_casting_mana.py", _R + "test_automatic_payment.py",
        "tests/cards/mic/test_heronblade_elite.py",
    ),
    "rules/automatic_payment.py": (
        _R + "test_automatic_payment.py", _R + "test_convoke.py", _R + "test_restricted_mana.py",
        _R + "test_casting_mana.py", _ONS + "test_elvish_guidance.py",
        _R + "test_triggered_mana_payments.py",
    ),
    # Triggered mana abilities counted toward a payment: Elvish Guidance's.
    "rules/triggered_mana.py": (_ONS + "test_elvish_guidance.py",
                                _R + "test_triggered_mana_payments.py"),
    "rules/cost_parts.py": (
        _R + "test_legal_actions.py", _R + "test_casting_mana.py", _R + "test_cost_payment_order.py",
        _R + "test_convoke.py", _R + "test_free_cast.py", _ONS + "test_skirk_prospector.py",
        _ONS + "test_birchlore_rangers.py", _ONS + "test_undead_gladiator.py",
        _MID + "test_siege_zombie.py", _MID + "test_larder_zombie.py", _MID + "test_vivisection.py",
        _MID + "test_electric_revelation.py", _MID + "test_ludevic_necrogenius.py",
        "tests/cards/mic/test_havengul_runebinder.py", "tests/cards/mic/test_gorex_the_tombshell.py",
        _ONS + "test_starlit_sanctum.py", "tests/cards/mic/test_cleaver_skaab.py",
        _MID + "test_hostile_hostel.py", _ONS + "test_airdrop_condor.py", _ONS + "test_wall_of_mulch.py",
        _MID + "test_fleshtaker.py", _ONS + "test_voice_of_the_woods.py",
        "tests/cards/mic/test_eater_of_hope.py", _MID + "test_corpse_cobble.py",
        _MID + "test_falkenrath_pit_fighter.py", _MID + "test_heirloom_mirror.py",
        _R + "test_mana_before_other_costs.py", _R + "test_sacrificed_for_mana.py",
        _MID + "test_lord_of_the_forsaken.py", _MID + "test_ecstatic_awakener.py",
    ),
    "rules/alternative_costs.py": (
        "tests/cards/mic/test_rooftop_storm.py", "tests/cards/mic/test_gisa_and_geralf.py",
        _MID + "test_tainted_adversary.py", _MID + "test_bloodthirsty_adversary.py",
        _R + "test_free_cast.py",
    ),
    "rules/costs.py": (
        _R + "test_face_down_scenarios.py", _R + "test_casting_mana.py", _R + "test_cost_payment_order.py", _R + "test_casting_x.py",
        _R + "test_pool_mana_choice.py",
        _R + "test_automatic_payment.py", _R + "test_convoke.py", _R + "test_restricted_mana.py",
        _R + "test_mana_spent_triggers.py", _ONS + "test_dream_chisel.py",
        _ONS + "test_elvish_guidance.py", _ONS + "test_undead_gladiator.py",
        _MID + "test_ludevic_necrogenius.py", "tests/cards/mic/test_gorex_the_tombshell.py",
        _MID + "test_light_up_the_night.py", _MID + "test_geistflame_reservoir.py",
        "tests/cards/mic/test_mikaeus_the_lunarch.py", _ONS + "test_windswept_heath.py",
        _MID + "test_curse_of_silence.py", _MID + "test_vadrik_astral_archmage.py",
        _MID + "test_search_party_captain.py", _ONS + "test_slate_of_ancestry.py",
        _ONS + "test_birchlore_rangers.py", _ONS + "test_skirk_prospector.py",
        _R + "test_keywords_ward.py", _MID + "test_corpse_cobble.py",
        "tests/cards/mic/test_herald_of_war.py", _R + "test_disturb.py",
        _R + "test_face_down_zones.py", _R + "test_planeswalkers.py", _R + "test_free_cast.py",
        _R + "test_vocabulary_sacrifice_and_choices.py", _R + "test_ons_faq_cycling.py",
        _R + "test_flashback_card_rulings.py", _R + "test_copy_spells.py",
        _R + "test_keywords_activated.py", _R + "test_phasing.py",
        _R + "test_mana_ability_chains.py", _R + "test_ability_independent_of_source.py",
        _R + "test_mana_before_other_costs.py", _R + "test_sacrificed_for_mana.py",
        _MID + "test_siphon_insight.py", _MID + "test_patrician_geist.py",
        _MID + "test_vanquish_the_horde.py", "tests/cards/mic/test_visions_of_dominance.py",
        "tests/cards/mic/test_visions_of_dread.py", "tests/cards/mic/test_visions_of_ruin.py",
        "tests/cards/mic/test_visions_of_glory.py", "tests/cards/mic/test_visions_of_duplicity.py",
        _MID + "test_arlinn_the_pack_s_hope.py", _MID + "test_wrenn_and_seven.py",
        _MID + "test_teferi_who_slows_the_sunset.py",
        "tests/cards/mic/test_liliana_death_s_majesty.py", _ONS + "test_crown_of_fury.py",
        _ONS + "test_crown_of_suspicion.py", _ONS + "test_crown_of_ascension.py",
        _ONS + "test_crown_of_vigor.py", _ONS + "test_crown_of_awe.py",
        "tests/cards/mic/test_crowded_crypt.py", _MID + "test_jack_o_lantern.py",
        _MID + "test_rootcoil_creeper.py", _MID + "test_falkenrath_pit_fighter.py",
        _MID + "test_heirloom_mirror.py", _MID + "test_electric_revelation.py",
        _MID + "test_famished_foragers.py", _MID + "test_fleshtaker.py",
        _MID + "test_unblinking_observer.py", _ONS + "test_grand_coliseum.py",
        "tests/cards/mic/test_cleaver_skaab.py",
    ),
    "rules/convoke.py": (
        _R + "test_convoke.py", "tests/cards/mic/test_hour_of_reckoning.py",
        _R + "test_automatic_payment.py", _R + "test_casting_mana.py",
    ),
    "rules/protection.py": (
        _R + "test_protection_chosen_type.py", "tests/cards/mic/test_riders_of_gavony.py",
    ),
    "rules/events.py": (
        _R + "test_event_values.py", _R + "test_game_turn.py", _R + "test_triggers_basic.py",
        _R + "test_log_knowledge.py",
        _R + "test_replacement_enters.py", _R + "test_api_game.py",
        _ONS + "test_trade_secrets.py", _ONS + "test_head_games.py",
        _MID + "test_flame_channeler.py", _MID + "test_graveyard_trespasser.py",
        "tests/cards/mic/test_curse_of_clinging_webs.py", _ONS + "test_death_match.py",
        _ONS + "test_riptide_replicator.py", _MID + "test_enduring_angel.py",
    ),
    "rules/pipeline.py": (
        _R + "test_prevention_redirection_scenarios.py",
        _R + "test_life_scenarios.py",
        _R + "test_replacement_choices.py", _R + "test_replacement_enters.py",
        _R + "test_damage_replaced_by_milling.py", _R + "test_commander.py",
        _R + "test_token_copies_scenarios.py",
        _R + "test_prevent_all_damage.py", _R + "test_triggers_basic.py",
        _R + "test_replacement_regeneration.py", _R + "test_day_night.py",
        _ONS + "test_akroma_s_vengeance.py", _ONS + "test_glarecaster.py",
        _ONS + "test_daunting_defender.py", "tests/cards/mic/test_open_the_graves.py",
        "tests/cards/mic/test_aetherspouts.py", _MID + "test_brutal_cathar.py",
        "tests/cards/mic/test_undead_alchemist.py", _MID + "test_flame_channeler.py",
        _R + "test_leaving_together.py", _R + "test_commander_zone_scenarios.py",
        _R + "test_damage_replacement_order_scenarios.py", _MID + "test_enduring_angel.py",
    ),
    "rules/instructions.py": (
        _R + "test_instruction_values.py", _R + "test_stack_resolution.py", _R + "test_triggers_basic.py", _R + "test_game_turn.py",
        _R + "test_vocabulary_sacrifice_and_choices.py",
    ),
    "rules/continuous.py": (
        _R + "test_layers_basic.py", _R + "test_layers_dependency.py",
        _R + "test_numbers_and_x_scenarios.py",
        _ONS + "test_threaten.py", "tests/cards/mic/test_visions_of_duplicity.py",
        _ONS + "test_artificial_evolution.py", _ONS + "test_mistform_dreamer.py",
        _ONS + "test_mistform_mask.py", _ONS + "test_trickery_charm.py",
        _ONS + "test_standardize.py", _ONS + "test_imagecrafter.py",
        _ONS + "test_shade_s_breath.py", _ONS + "test_goblin_machinist.py",
        _MID + "test_stuffed_bear.py", _MID + "test_arlinn_the_pack_s_hope.py",
        _MID + "test_primal_adversary.py", _ONS + "test_kamahl_fist_of_krosa.py",
        _ONS + "test_peer_pressure.py", _ONS + "test_insurrection.py",
        _ONS + "test_blatant_thievery.py", _ONS + "test_callous_oppressor.py",
        _ONS + "test_riptide_entrancer.py", _MID + "test_pack_s_betrayal.py",
        _R + "test_leaving_the_game.py", _ONS + "test_risky_move.py",
        _ONS + "test_thoughtbound_primoc.py", _ONS + "test_walking_desecration.py",
    ),
    "rules/zone_change.py": (
        _R + "test_face_down_scenarios.py", _R + "test_zones_and_steps.py", _R + "test_face_down_zones.py",
        _R + "test_hidden_information_face_down.py", _R + "test_commander.py",
        _R + "test_token_copies.py", _R + "test_stack_resolution.py", _R + "test_copy_spells.py",
        _R + "test_sba_basic.py", _R + "test_combat_attackers.py", _R + "test_game_start.py",
        _MID + "test_revenge_of_the_drowned.py", _ONS + "test_aura_extraction.py",
        _MID + "test_ludevic_necrogenius.py", _MID + "test_gisa_glorious_resurrector.py",
        _ONS + "test_pacifism.py", _R + "test_zone_change.py", _ONS + "test_future_sight.py",
        _MID + "test_siphon_insight.py", "tests/cards/mic/test_gorex_the_tombshell.py",
        _ONS + "test_artificial_evolution.py", _MID + "test_galvanic_iteration.py",
        _R + "test_known_cards_scenarios.py", _MID + "test_vengeful_strangler.py",
    ),
    "rules/entering.py": (
        _MID + "test_vampire_socialite.py", _R + "test_replacement_enters.py",
        "tests/cards/mic/test_dearly_departed.py", _R + "test_cr_token_creation.py",
    ),
    "rules/as_enters.py": (
        _R + "test_replacement_enters.py", _R + "test_token_copies.py", _ONS + "test_clone.py",
        _ONS + "test_riptide_replicator.py", _ONS + "test_cover_of_darkness.py",
        _MID + "test_pithing_needle.py", _MID + "test_curse_of_silence.py",
        _MID + "test_sigarda_s_splendor.py", "tests/cards/mic/test_unclaimed_territory.py",
        _MID + "test_croaking_counterpart.py", _R + "test_face_down_zones.py",
        _ONS + "test_doom_cannon.py", _MID + "test_brimstone_vandal.py",
        _ONS + "test_callous_oppressor.py", _R + "test_aura_scenarios.py",
    ),
    "rules/stack.py": (
        "tests/cards/mic/test_elite_scaleguard.py",
        _R + "test_defending_player_choice.py",
        _R + "test_stack_resolution.py", _MID + "test_teferi_who_slows_the_sunset.py", _R + "test_casting_modes.py", _R + "test_casting_x.py",
        _R + "test_x_alternative_costs.py",
        _R + "test_triggers_scenarios.py", _R + "test_two_headed_giant_scenarios.py",
        _R + "test_keywords_targeting.py", _R + "test_keywords_ward.py",
        _R + "test_triggers_basic.py", _R + "test_copy_spells.py", _R + "test_multiplayer.py",
        _R + "test_leaving_the_game.py", _R + "test_combat_damage_division.py",
        _R + "test_target_count_scenarios.py",
        "tests/cards/mic/test_drown_in_dreams.py", "tests/cards/mic/test_visions_of_duplicity.py",
        "tests/cards/mic/test_return_to_dust.py", _ONS + "test_aphetto_dredging.py",
        _MID + "test_eaten_alive.py", _MID + "test_morkrut_behemoth.py",
        _MID + "test_ludevic_necrogenius.py", _MID + "test_light_up_the_night.py",
        _MID + "test_defend_the_celestus.py", "tests/cards/mic/test_verdurous_gearhulk.py",
        _ONS + "test_death_match.py", _MID + "test_wake_to_slaughter.py",
        "tests/cards/mic/test_citadel_siege.py", _R + "test_free_cast.py",
        _ONS + "test_wave_of_indifference.py", "tests/cards/mic/test_hour_of_eternity.py",
        _MID + "test_primal_adversary.py", _ONS + "test_complicate.py",
        _ONS + "test_dirge_of_dread.py", _R + "test_vocabulary_names_and_choosers.py",
        _MID + "test_grafted_identity.py", _ONS + "test_astral_slide.py",
        _R + "test_decayed_card_rulings.py", _ONS + "test_fever_charm.py",
        _R + "test_casting_announcements.py", "tests/cards/mic/test_gorex_the_tombshell.py",
        _R + "test_modal_another_target.py",
    ),
    "rules/casting.py": (
        _R + "test_legal_actions.py", _R + "test_casting_mana.py", _R + "test_casting_x.py",
        _R + "test_api_game.py", _R + "test_commander.py", _R + "test_two_headed_giant.py",
        _R + "test_mana_spent_triggers.py", _R + "test_ons_faq_cycling.py",
        _R + "test_planeswalkers.py", _R + "test_convoke.py", _R + "test_morph_casting.py",
        _R + "test_flashback_card_rulings.py", _R + "test_free_cast.py", _R + "test_day_night.py",
        _R + "test_cost_payment_order.py", _R + "test_restricted_mana.py",
        _R + "test_casting_announcements.py", _R + "test_log_knowledge.py",
        _R + "test_leaving_a_graveyard_scenarios.py",
        _ONS + "test_future_sight.py", _MID + "test_pithing_needle.py",
        _ONS + "test_dream_chisel.py", _MID + "test_diregraf_rebirth.py",
        _MID + "test_patrician_geist.py", _MID + "test_search_party_captain.py",
        _MID + "test_storm_skreelix.py", _MID + "test_snarling_wolf.py",
        _MID + "test_ecstatic_awakener.py", "tests/cards/mic/test_path_of_ancestry.py",
        _MID + "test_arlinn_the_pack_s_hope.py", _MID + "test_siphon_insight.py",
        _R + "test_activating_abilities.py", _R + "test_casting_modes.py",
        _ONS + "test_renewed_faith.py", _ONS + "test_slice_and_dice.py",
        _ONS + "test_krosan_tusker.py", _ONS + "test_death_pulse.py", _ONS + "test_primal_boost.py",
        _ONS + "test_lightning_rift.py", _MID + "test_sigardian_savior.py",
        _MID + "test_curse_of_shaken_faith.py", _MID + "test_ludevic_necrogenius.py",
        _R + "test_mana_ability_chains.py", _MID + "test_curse_of_silence.py",
        _MID + "test_vivisection.py",
        _R + "test_known_cards_scenarios.py", _R + "test_modal_another_target.py",
    ),
    "rules/targets.py": (
        _R + "test_two_headed_giant_scenarios.py",
        _ONS + "test_annex.py", _ONS + "test_sea_s_claim.py", _MID + "test_vengeful_strangler.py",
        _MID + "test_katilda_dawnhart_prime.py", _MID + "test_curse_of_leeches.py",
        _R + "test_keywords_targeting.py", _R + "test_protection_chosen_type.py",
        _R + "test_keywords_ward.py", _R + "test_stack_resolution.py",
        _R + "test_casting_announcements.py", _R + "test_multiplayer.py",
        _ONS + "test_true_believer.py", _MID + "test_enduring_angel.py",
        _MID + "test_sigarda_heron_s_grace.py", _MID + "test_dennick_pious_apprentice.py",
        _MID + "test_sungold_sentinel.py", _ONS + "test_pacifism.py", _ONS + "test_crown_of_awe.py",
        _ONS + "test_complicate.py", _MID + "test_curse_of_surveillance.py",
        _ONS + "test_aether_charge.py", _ONS + "test_kaboom.py",
        "tests/cards/mic/test_riders_of_gavony.py", _R + "test_legal_targets.py",
    ),
    "rules/target_change.py": (
        _ONS + "test_meddle.py", _ONS + "test_quicksilver_dragon.py", _R + "test_keywords_ward.py",
    ),
    "rules/countering.py": (
        _MID + "test_malevolent_hermit.py", _MID + "test_lier_disciple_of_the_drowned.py",
        _ONS + "test_complicate.py",
    ),
    "rules/ward.py": (
        _R + "test_keywords_ward.py", _MID + "test_chaplain_of_alms.py",
        _MID + "test_gavony_dawnguard.py", _MID + "test_graveyard_trespasser.py",
    ),
    "rules/spell_copy.py": (
        _R + "test_face_down_scenarios.py", _R + "test_copy_spells.py", _MID + "test_galvanic_iteration.py",
        _ONS + "test_chain_of_acid.py", _ONS + "test_chain_of_plasma.py",
        _ONS + "test_chain_of_silence.py", _ONS + "test_chain_of_smog.py",
        _ONS + "test_chain_of_vapor.py", _ONS + "test_gigapede.py",
        _ONS + "test_riptide_entrancer.py", "tests/cards/mic/test_wilhelt_the_rotcleaver.py",
        _R + "test_keywords_ward.py", _R + "test_token_copies.py",
        "tests/ui/test_copy_prompts_ja.py",
    ),
    "rules/cast_copies.py": (_MID + "test_bloodthirsty_adversary.py",),
    "rules/unless_pays.py": (
        _R + "test_keywords_ward.py", _ONS + "test_complicate.py",
        _ONS + "test_disruptive_pitmage.py", _ONS + "test_ixidor_s_will.py",
        _MID + "test_malevolent_hermit.py", _MID + "test_flip_the_switch.py",
        _MID + "test_graveyard_trespasser.py", _MID + "test_chaplain_of_alms.py",
        _MID + "test_burly_breaker.py", _MID + "test_brutal_cathar.py",
        _MID + "test_intrepid_adversary.py", _MID + "test_bloodthirsty_adversary.py",
        "tests/cards/mic/test_odric_master_tactician.py", _R + "test_mana_ability_chains.py",
    ),
    "rules/winning_and_losing.py": (
        _R + "test_cant_lose_the_game.py", _MID + "test_triskaidekaphile.py",
    ),
    "rules/choices.py": (
        _R + "test_choices_and_links.py", _R + "test_vocabulary_sacrifice_and_choices.py",
        _R + "test_decision_values.py", _R + "test_replacement_choices.py",
        "tests/i18n/test_refusals_ja.py",
    ),
    "rules/library_order.py": (
        _ONS + "test_sage_aven.py", _ONS + "test_aven_fateshaper.py",
        _ONS + "test_information_dealer.py", _ONS + "test_spy_network.py",
        _ONS + "test_discombobulate.py", _ONS + "test_trickery_charm.py",
        _MID + "test_otherworldly_gaze.py",
        _R + "test_known_cards_scenarios.py",
    ),
    "rules/next_draw.py": (
        _ONS + "test_words_of_wind.py", _ONS + "test_words_of_war.py",
        _ONS + "test_words_of_wilding.py", _ONS + "test_words_of_waste.py",
        _ONS + "test_words_of_worship.py",
    ),
    "rules/tally.py": (
        _ONS + "test_strongarm_tactics.py", _ONS + "test_syphon_mind.py",
        _ONS + "test_read_the_runes.py", _ONS + "test_astral_slide.py",
        _MID + "test_dire_strain_rampage.py", _MID + "test_hallowed_respite.py",
        _MID + "test_can_t_stay_away.py", _MID + "test_deathbonnet_sprout.py",
        "tests/cards/mic/test_dread_summons.py", _MID + "test_vengeful_strangler.py",
        _MID + "test_corpse_cobble.py", "tests/cards/mic/test_stitcher_geralf.py",
        "tests/cards/mic/test_ravenous_rotbelly.py", _ONS + "test_syphon_soul.py",
        "tests/cards/mic/test_corpse_augur.py",
        _MID + "test_play_with_fire.py", _MID + "test_silver_bolt.py",
    ),
    "rules/counting.py": (_MID + "test_seize_the_storm.py", _R + "test_flashback_card_rulings.py"),
    "rules/naming.py": (
        _R + "test_vocabulary_names_and_choosers.py", _MID + "test_curse_of_silence.py",
        _MID + "test_pithing_needle.py",
    ),
    "rules/free_cast.py": (_R + "test_free_cast.py",),
    "rules/disturb.py": (
        _R + "test_disturb.py", _MID + "test_baithook_angler.py", _MID + "test_lunarch_veteran.py",
        _MID + "test_malevolent_hermit.py", _MID + "test_dennick_pious_apprentice.py",
        _MID + "test_covetous_castaway.py", _MID + "test_phantom_carriage.py",
    ),
    "rules/graveyard_permission.py": ("tests/cards/mic/test_gisa_and_geralf.py",),
    "rules/play_from_exile.py": (
        _MID + "test_siphon_insight.py", _MID + "test_florian_voldaren_scion.py",
        _MID + "test_geistflame_reservoir.py", _MID + "test_flame_channeler.py",
        _R + "test_game_turn.py",
    ),
    "rules/cast_methods.py": (
        _MID + "test_siphon_insight.py", _MID + "test_neonate_s_rush.py",
        _MID + "test_vadrik_astral_archmage.py",
        _R + "test_flashback_card_rulings.py", _R + "test_disturb.py", _R + "test_legal_actions.py",
        _R + "test_morph_casting.py", _R + "test_free_cast.py", _R + "test_casting_mana.py",
        _MID + "test_lier_disciple_of_the_drowned.py", _ONS + "test_future_sight.py",
        _MID + "test_light_up_the_night.py", _R + "test_replacement_choices.py",
        "tests/cards/mic/test_rooftop_storm.py", "tests/cards/mic/test_somberwald_sage.py",
        _MID + "test_unblinking_observer.py",
    ),
    "rules/special_actions.py": (
        _R + "test_morph_turn_face_up.py", _R + "test_face_down_replacement.py",
        _R + "test_log_knowledge.py",
    ),
    "rules/copiable_values.py": (
        _R + "test_face_down_scenarios.py", _R + "test_token_copies.py",
        _R + "test_copy_spells.py", _ONS + "test_clone.py", _MID + "test_croaking_counterpart.py",
        _R + "test_face_down_zones.py",
        _R + "test_face_down_one_rule_set.py", _R + "test_morph_turn_face_up.py",
        _R + "test_hidden_information_face_down.py", _R + "test_transform.py",
        _R + "test_disturb.py", _R + "test_casting_x.py", _R + "test_layers_basic.py",
        _ONS + "test_riptide_replicator.py", _ONS + "test_riptide_shapeshifter.py",
        _R + "test_planeswalkers.py", _MID + "test_old_stickfingers.py",
        _R + "test_legal_actions.py", _R + "test_decision_views.py", _ONS + "test_soulless_one.py",
        _ONS + "test_kamahl_fist_of_krosa.py", "tests/cards/mic/test_hour_of_eternity.py",
        _MID + "test_ludevic_necrogenius.py", _R + "test_copying_scenarios.py",
    ),
    "rules/keyword_abilities.py": (
        _R + "test_keywords_evolve.py", _R + "test_keywords_ward.py",
        _R + "test_ons_faq_cycling.py", _R + "test_decayed_card_rulings.py",
        _R + "test_keywords_targeting.py", "tests/cards/mic/test_abzan_falconer.py",
        "tests/cards/mic/test_ainok_bond_kin.py", _MID + "test_bramble_armor.py",
        _MID + "test_hedgewitch_s_mask.py", _MID + "test_poppet_stitcher.py",
        _R + "test_cost_payment_order.py", _R + "test_keywords_activated.py",
    ),
    "rules/colors.py": (_MID + "test_moonveil_regent.py",),
    "rules/sharing_types.py": (
        _ONS + "test_endemic_plague.py", _ONS + "test_mana_echoes.py", _ONS + "test_graxiplon.py",
        _ONS + "test_harsh_mercy.py", _ONS + "test_tribal_golem.py",
        "tests/cards/mic/test_drown_in_dreams.py", "tests/cards/mic/test_cleaver_skaab.py",
        _ONS + "test_crown_of_fury.py", _ONS + "test_crown_of_suspicion.py",
        _ONS + "test_crown_of_ascension.py", _ONS + "test_crown_of_vigor.py",
        _ONS + "test_crown_of_awe.py", _R + "test_creature_type_scenarios.py",
        _R + "test_vocabulary_types_and_damage.py",
    ),
    "rules/ability_index.py": (
        _R + "test_indexes_updated.py",
        _R + "test_legal_actions.py", _R + "test_api_game.py", _R + "test_phasing.py",
        _ONS + "test_threaten.py", _R + "test_ons_faq_cycling.py",
        _MID + "test_bramble_armor.py",
    ),
    "rules/planeswalkers.py": (
        _R + "test_planeswalkers.py", _MID + "test_arlinn_the_pack_s_hope.py",
        _MID + "test_wrenn_and_seven.py", _MID + "test_teferi_who_slows_the_sunset.py",
    ),
    "rules/transform.py": (
        _R + "test_transform.py", _R + "test_day_night.py", _R + "test_day_night_phasing.py",
        _MID + "test_tovolar_dire_overlord.py", _MID + "test_ambitious_farmhand.py",
        _MID + "test_heirloom_mirror.py", _MID + "test_delver_of_secrets.py",
        _MID + "test_ludevic_necrogenius.py", _MID + "test_curse_of_leeches.py",
        _MID + "test_poppet_stitcher.py", _MID + "test_jerren_corrupted_bishop.py",
        _MID + "test_smoldering_egg.py", _MID + "test_mysterious_tome.py",
        _R + "test_token_copies.py",
    ),
    "rules/as_transforms.py": (
        _MID + "test_curse_of_leeches.py", _MID + "test_ludevic_necrogenius.py",
        _R + "test_transform.py", "tests/cards/mic/test_riders_of_gavony.py",
    ),
    "rules/text_change.py": (
        _ONS + "test_artificial_evolution.py", _ONS + "test_endemic_plague.py",
        _MID + "test_ludevic_necrogenius.py", _MID + "test_tovolar_dire_overlord.py",
        "tests/cards/mic/test_death_baron.py", _R + "test_text_changes.py",
        _R + "test_face_down_scenarios.py", "tests/cards/mic/test_shadow_kin.py",
        _R + "test_text_change_token_scenarios.py", "tests/cards/mic/test_citadel_siege.py",
        "tests/cards/mic/test_dreadhorde_invasion.py", "tests/cards/mic/test_eternal_skylord.py",
    ),
    "rules/restrictions.py": (
        _R + "test_cant_lose_the_game.py", _ONS + "test_pacifism.py",
        _ONS + "test_charging_slateback.py", _ONS + "test_wave_of_indifference.py",
        _MID + "test_vampire_interloper.py", _MID + "test_vengeful_strangler.py",
        _ONS + "test_walking_desecration.py", _ONS + "test_crafty_pathmage.py",
        _MID + "test_winterthorn_blessing.py", _ONS + "test_grand_melee.py",
        _ONS + "test_graxiplon.py", _R + "test_two_headed_giant.py",
        _R + "test_phasing.py",
        _R + "test_view_restrictions_scenarios.py",
    ),
    "rules/triggers.py": (
        _R + "test_indexes_updated.py",
        _R + "test_triggers_basic.py", _R + "test_triggers_delayed.py",
        _R + "test_triggers_scenarios.py", _R + "test_trigger_events_scenarios.py",
        _R + "test_two_headed_giant.py", _R + "test_two_headed_giant_scenarios.py",
        _R + "test_keywords_ward.py", _R + "test_phasing.py", _R + "test_ons_faq_cycling.py",
        _R + "test_mana_spent_triggers.py", _R + "test_leaving_the_game.py",
        _R + "test_multiplayer.py", _R + "test_game_turn.py", _R + "test_day_night.py",
        _ONS + "test_gigapede.py", _MID + "test_sunstreak_phoenix.py",
        _ONS + "test_krosan_tusker.py", _ONS + "test_withering_hex.py",
        _MID + "test_morbid_opportunist.py", _ONS + "test_rotlung_reanimator.py",
        _MID + "test_dennick_pious_apprentice.py", _MID + "test_shipwreck_sifters.py",
        _MID + "test_baneblade_scoundrel.py", _MID + "test_old_stickfingers.py",
        "tests/cards/mic/test_path_of_ancestry.py", _MID + "test_blessed_defiance.py",
        _ONS + "test_serpentine_basilisk.py", _MID + "test_galvanic_iteration.py",
        "tests/cards/mic/test_citadel_siege.py", "tests/cards/mic/test_lynde_cheerful_tormentor.py",
        _ONS + "test_goblin_pyromancer.py", _ONS + "test_false_cure.py",
        _MID + "test_rite_of_harmony.py", "tests/cards/mic/test_diregraf_colossus.py",
        _R + "test_zone_change.py", _MID + "test_lunarch_veteran.py",
        _MID + "test_willow_geist.py", _MID + "test_moonveil_regent.py",
        "tests/cards/mic/test_enduring_scalelord.py", "tests/cards/mic/test_elite_scaleguard.py",
        "tests/cards/mic/test_dreadhorde_invasion.py", _ONS + "test_righteous_cause.py",
        _ONS + "test_gustcloak_savior.py", _ONS + "test_dawning_purist.py",
    ),
    "rules/linked_exile.py": (
        "tests/cards/mic/test_wall_of_mourning.py", "tests/cards/mic/test_gorex_the_tombshell.py",
        "tests/cards/mic/test_prowling_geistcatcher.py",
    ),
    "rules/exile_until.py": (
        _MID + "test_brutal_cathar.py", _MID + "test_borrowed_time.py",
        _MID + "test_adeline_resplendent_cathar.py", _MID + "test_bereaved_survivor.py",
        "tests/cards/mic/test_kessig_cagebreakers.py", _R + "test_leaving_the_game.py",
    ),
    "rules/until_next_turn.py": (
        _MID + "test_arlinn_the_pack_s_hope.py", "tests/cards/mic/test_orzhov_advokist.py",
        _R + "test_leaving_the_game.py", _R + "test_game_turn.py",
        _R + "test_multiplayer_durations.py",
    ),
    "rules/trigger_tests.py": (
        _R + "test_cr_combat_triggers.py",
        "tests/cards/mic/test_abzan_falconer.py", "tests/cards/mic/test_ainok_bond_kin.py",
        "tests/cards/mic/test_curse_of_obsession.py", "tests/cards/mic/test_curse_of_unbinding.py",
        "tests/cards/mic/test_elite_scaleguard.py", "tests/cards/mic/test_enduring_scalelord.py",
        "tests/cards/mic/test_hordewing_skaab.py", "tests/cards/mic/test_inspiring_call.py",
        "tests/cards/mic/test_kurbis_harvest_celebrant.py", _MID + "test_brimstone_vandal.py",
        _MID + "test_celestus_sanctifier.py", _MID + "test_component_collector.py",
        _MID + "test_covert_cutpurse.py", _MID + "test_curse_of_leeches.py",
        _MID + "test_curse_of_surveillance.py", _MID + "test_dennick_pious_apprentice.py",
        _MID + "test_devoted_grafkeeper.py", _MID + "test_firmament_sage.py",
        _MID + "test_flame_channeler.py", _MID + "test_gavony_dawnguard.py",
        _MID + "test_ghoulish_procession.py", _MID + "test_mask_of_griselbrand.py",
        _MID + "test_morbid_opportunist.py", _MID + "test_necrosynthesis.py",
        _MID + "test_obsessive_astronomer.py", _MID + "test_ominous_roost.py",
        _MID + "test_sludge_monster.py", _MID + "test_sunrise_cavalier.py",
        _MID + "test_sunstreak_phoenix.py", _MID + "test_suspicious_stowaway.py",
        _MID + "test_the_celestus.py", _MID + "test_tovolar_dire_overlord.py",
        _MID + "test_unnatural_moonrise.py", _MID + "test_vadrik_astral_archmage.py",
        _MID + "test_willow_geist.py", _ONS + "test_aurification.py",
        _ONS + "test_broodhatch_nantuko.py", _ONS + "test_cabal_executioner.py",
        _ONS + "test_cabal_slaver.py", _ONS + "test_commando_raid.py",
        _ONS + "test_dawning_purist.py", _ONS + "test_doubtless_one.py",
        _ONS + "test_ebonblade_reaper.py", _ONS + "test_exalted_angel.py",
        _ONS + "test_haunted_cadaver.py", _ONS + "test_headhunter.py", _ONS + "test_hystrodon.py",
        _ONS + "test_riptide_entrancer.py", _ONS + "test_silent_specter.py",
        _ONS + "test_skirk_commando.py", _ONS + "test_snapping_thragg.py",
        _ONS + "test_thrashing_mudspawn.py", _R + "test_triggers_basic.py",
        _R + "test_day_night.py",
    ),
    "rules/amounts.py": (
        _ONS + "test_death_match.py", _R + "test_vocabulary_conditions.py", _R + "test_vocabulary_counts_and_looks.py",
        _R + "test_vocabulary_names_and_choosers.py", _R + "test_vocabulary_numbers_and_counts.py",
        _R + "test_vocabulary_object_tests.py", _R + "test_vocabulary_player_and_object_tests.py",
        _R + "test_vocabulary_player_questions.py", _R + "test_vocabulary_players.py",
        _R + "test_vocabulary_sacrifice_and_choices.py", _R + "test_vocabulary_shields.py",
        _R + "test_vocabulary_tapping.py", _R + "test_vocabulary_types_and_damage.py",
        _R + "test_vocabulary_x_tokens.py", _R + "test_casting_x.py",
        "tests/cards/mic/test_gorex_the_tombshell.py", "tests/cards/mic/test_wall_of_mourning.py",
        "tests/cards/mic/test_aetherspouts.py", "tests/cards/mic/test_angel_of_glory_s_rise.py",
        "tests/cards/mic/test_beast_within.py", "tests/cards/mic/test_biogenic_upgrade.py",
        "tests/cards/mic/test_butcher_of_malakir.py",
        "tests/cards/mic/test_celebrate_the_harvest.py",
        "tests/cards/mic/test_celestial_judgment.py",
        "tests/cards/mic/test_champion_of_lambholt.py", "tests/cards/mic/test_cleaver_skaab.py",
        "tests/cards/mic/test_corpse_augur.py", "tests/cards/mic/test_crowded_crypt.py",
        "tests/cards/mic/test_curse_of_clinging_webs.py",
        "tests/cards/mic/test_curse_of_obsession.py", "tests/cards/mic/test_curse_of_unbinding.py",
        "tests/cards/mic/test_custodi_soulbinders.py", "tests/cards/mic/test_dark_salvation.py",
        "tests/cards/mic/test_death_s_presence.py", "tests/cards/mic/test_distant_melody.py",
        "tests/cards/mic/test_dread_summons.py", "tests/cards/mic/test_dreadhorde_invasion.py",
        "tests/cards/mic/test_drown_in_dreams.py", "tests/cards/mic/test_empty_the_laboratory.py",
        "tests/cards/mic/test_endless_ranks_of_the_dead.py",
        "tests/cards/mic/test_feed_the_swarm.py", "tests/cards/mic/test_fleshbag_marauder.py",
        "tests/cards/mic/test_forgotten_creation.py", "tests/cards/mic/test_gyre_sage.py",
        "tests/cards/mic/test_heronblade_elite.py", "tests/cards/mic/test_hordewing_skaab.py",
        "tests/cards/mic/test_kurbis_harvest_celebrant.py",
        "tests/cards/mic/test_moorland_rescuer.py", "tests/cards/mic/test_orzhov_advokist.py",
        "tests/cards/mic/test_prowling_geistcatcher.py",
        "tests/cards/mic/test_ravenous_rotbelly.py", "tests/cards/mic/test_ruinous_intrusion.py",
        "tests/cards/mic/test_visions_of_dominance.py", "tests/cards/mic/test_visions_of_dread.py",
        _R + "test_phasing_scenarios.py",
        "tests/cards/mic/test_wild_beastmaster.py", _MID + "test_bloodthirsty_adversary.py",
        _MID + "test_burn_down_the_house.py", _MID + "test_candletrap.py",
        _MID + "test_consider.py", _MID + "test_curse_of_leeches.py",
        _MID + "test_deathbonnet_sprout.py", _MID + "test_falkenrath_perforator.py",
        _MID + "test_florian_voldaren_scion.py", _MID + "test_ghoulcaller_s_harvest.py",
        _MID + "test_hallowed_respite.py", _MID + "test_hungry_for_more.py",
        _MID + "test_intrepid_adversary.py", _MID + "test_jerren_corrupted_bishop.py",
        _MID + "test_light_up_the_night.py", _MID + "test_mask_of_griselbrand.py",
        _MID + "test_memory_deluge.py", _MID + "test_otherworldly_gaze.py",
        _MID + "test_path_to_the_festival.py", _MID + "test_play_with_fire.py",
        _MID + "test_revenge_of_the_drowned.py", _MID + "test_smoldering_egg.py",
        _ONS + "test_airdrop_condor.py", _ONS + "test_bloodline_shaman.py",
        _ONS + "test_broodhatch_nantuko.py", _ONS + "test_chain_of_plasma.py",
        _ONS + "test_crown_of_ascension.py", _ONS + "test_crown_of_awe.py",
        _ONS + "test_doubtless_one.py", _ONS + "test_endemic_plague.py",
        _ONS + "test_graxiplon.py", _ONS + "test_starlit_sanctum.py", _ONS + "test_syphon_soul.py",
        _ONS + "test_thrashing_mudspawn.py", _ONS + "test_weathered_wayfarer.py",
        _ONS + "test_animal_magnetism.py", _MID + "test_wrenn_and_seven.py",
        _MID + "test_geistflame_reservoir.py", _MID + "test_silver_bolt.py",
        _ONS + "test_oblation.py", _ONS + "test_astral_slide.py", _ONS + "test_crown_of_fury.py",
        _ONS + "test_crown_of_suspicion.py", _ONS + "test_crown_of_vigor.py",
        _ONS + "test_peer_pressure.py", _ONS + "test_defensive_maneuvers.py",
        _ONS + "test_tribal_unity.py", _ONS + "test_riptide_chronologist.py",
        _ONS + "test_walking_desecration.py", "tests/cards/mic/test_visions_of_glory.py",
        "tests/cards/mic/test_visions_of_ruin.py", "tests/cards/mic/test_visions_of_duplicity.py",
        _MID + "test_tainted_adversary.py", _MID + "test_primal_adversary.py",
        _MID + "test_spectral_adversary.py", _ONS + "test_exalted_angel.py",
        _MID + "test_howl_of_the_hunt.py",
        _ONS + "test_false_cure.py", _ONS + "test_convalescent_care.py",
        _ONS + "test_ebonblade_reaper.py", _MID + "test_sunset_revelry.py",
        _MID + "test_necrosynthesis.py", _ONS + "test_thoughtbound_primoc.py",
        _ONS + "test_mana_echoes.py", _ONS + "test_soulless_one.py",
        _ONS + "test_goblin_machinist.py", _ONS + "test_kaboom.py",
        _ONS + "test_erratic_explosion.py", _MID + "test_fading_hope.py",
        _ONS + "test_commando_raid.py", _ONS + "test_unified_strike.py",
        _ONS + "test_spitfire_handler.py", _MID + "test_willow_geist.py",
        _MID + "test_clear_shot.py", _MID + "test_vadrik_astral_archmage.py",
        "tests/cards/mic/test_sigardian_zealot.py", "tests/cards/mic/test_swords_to_plowshares.py",
        _ONS + "test_withering_hex.py", _MID + "test_heirloom_mirror.py",
        _MID + "test_hostile_hostel.py", "tests/cards/mic/test_kyler_sigardian_emissary.py",
        "tests/cards/mic/test_herald_of_war.py", _ONS + "test_syphon_mind.py",
        _MID + "test_obsessive_astronomer.py", _MID + "test_graveyard_trespasser.py",
        _MID + "test_cathartic_pyre.py", "tests/cards/mic/test_syphon_flesh.py",
        _ONS + "test_mistform_mask.py", _ONS + "test_elvish_guidance.py",
        _MID + "test_locked_in_the_cemetery.py", _MID + "test_curse_of_shaken_faith.py",
        _MID + "test_vengeful_strangler.py", _MID + "test_howl_of_the_hunt.py",
        _MID + "test_the_meathook_massacre.py", _ONS + "test_riptide_replicator.py",
        _MID + "test_contortionist_troupe.py", "tests/cards/mic/test_mikaeus_the_lunarch.py",
        _MID + "test_neonate_s_rush.py",
    ),
    "rules/delayed_effects.py": (
        _R + "test_triggers_delayed.py", _ONS + "test_serpentine_basilisk.py",
        _ONS + "test_false_cure.py", _MID + "test_rite_of_harmony.py",
        _MID + "test_blessed_defiance.py", _MID + "test_galvanic_iteration.py",
        _MID + "test_hungry_for_more.py", _MID + "test_liesa_forgotten_archangel.py",
        _MID + "test_wake_to_slaughter.py", "tests/cards/mic/test_lynde_cheerful_tormentor.py",
        _MID + "test_diregraf_horde.py", "tests/cards/mic/test_ravenous_rotbelly.py",
    ),
    "rules/counters.py": (
        "tests/cards/mic/test_visions_of_dominance.py", "tests/cards/mic/test_biogenic_upgrade.py",
        _MID + "test_heirloom_mirror.py", _MID + "test_hostile_hostel.py",
        _MID + "test_smoldering_egg.py", _MID + "test_defend_the_celestus.py",
        "tests/cards/mic/test_verdurous_gearhulk.py", _R + "test_vocabulary_object_tests.py",
        _MID + "test_vampire_socialite.py", _R + "test_sba_counters.py",
        _ONS + "test_aurification.py",
    ),
    "rules/tapping.py": (
        _R + "test_vocabulary_tapping.py", _MID + "test_teferi_who_slows_the_sunset.py",
        _MID + "test_unnatural_growth.py",
    ),
    "rules/shields.py": (
        _MID + "test_burn_the_accursed.py", _MID + "test_slogurk_the_overslime.py",
        _MID + "test_gisa_glorious_resurrector.py",
    ),
    "rules/damage_replacement.py": (
        "tests/cards/mic/test_undead_alchemist.py", _R + "test_damage_replaced_by_milling.py",
    ),
    "rules/effects.py": (_R + "test_stack_resolution.py", _R + "test_instruction_values.py"),
    "rules/damage_events.py": (
        _ONS + "test_tephraderm.py", _ONS + "test_aurification.py",
        _MID + "test_rem_karolus_stalwart_slayer.py",
    ),
    "rules/secret_choices.py": (
        _ONS + "test_menacing_ogre.py", _ONS + "test_risky_move.py",
        _ONS + "test_skittish_valesk.py", _R + "test_vocabulary_numbers_and_counts.py",
        _R + "test_coin_flip_scenarios.py",
    ),
    "rules/search_group.py": (
        "tests/cards/mic/test_krosan_verge.py", "tests/cards/mic/test_myriad_landscape.py",
        _R + "test_vocabulary_counts_and_looks.py",
        _R + "test_known_cards_scenarios.py", _R + "test_search_prompts.py",
    ),
    "rules/top_or_bottom.py": (
        "tests/cards/mic/test_aetherspouts.py", _R + "test_commander.py",
        _R + "test_known_cards_scenarios.py", "tests/ui/test_library_prompts_ja.py",
    ),
    "rules/looking.py": (
        _R + "test_vocabulary_counts_and_looks.py", _ONS + "test_kamahl_s_summons.py",
        _ONS + "test_spy_network.py", _ONS + "test_aven_soulgazer.py", _MID + "test_consider.py",
        _MID + "test_wrenn_and_seven.py", _MID + "test_delver_of_secrets.py",
        "tests/cards/mic/test_choked_estuary.py", "tests/cards/mic/test_fortified_village.py",
        _R + "test_log_knowledge.py",
        _R + "test_known_cards_scenarios.py",
    ),
    "rules/library_top.py": (
        _ONS + "test_future_sight.py", _MID + "test_augur_of_autumn.py",
        _R + "test_coven_card_rulings.py",
    ),
    "rules/mana.py": (
        _ONS + "test_elvish_guidance.py", _R + "test_triggered_mana_payments.py",
        _R + "test_casting_mana.py", _R + "test_automatic_payment.py", _R + "test_restricted_mana.py",
        _R + "test_cost_payment_order.py", _R + "test_convoke.py", _R + "test_land_mana_replacement.py",
        _R + "test_mana_spent_triggers.py", _R + "test_legal_actions.py",
        _ONS + "test_birchlore_rangers.py", _ONS + "test_cryptic_gateway.py",
        _ONS + "test_grand_coliseum.py", _ONS + "test_brightstone_ritual.py",
        _MID + "test_siphon_insight.py", _MID + "test_lord_of_the_forsaken.py",
        _MID + "test_kessig_naturalist.py", _MID + "test_heirloom_mirror.py",
        "tests/cards/mic/test_avacyn_s_pilgrim.py", "tests/cards/mic/test_arcane_signet.py",
        "tests/cards/mic/test_sol_ring.py", "tests/cards/mic/test_path_of_ancestry.py",
        "tests/cards/mic/test_commander_s_sphere.py", "tests/cards/mic/test_exotic_orchard.py",
        "tests/cards/mic/test_somberwald_sage.py", "tests/cards/mic/test_heronblade_elite.py",
        "tests/cards/mic/test_gyre_sage.py", "tests/cards/mic/test_temple_of_the_false_god.py",
        "tests/cards/mic/test_darkwater_catacombs.py", "tests/cards/mic/test_tainted_isle.py",
        _MID + "test_crossroads_candleguide.py", _ONS + "test_skirk_prospector.py",
        _R + "test_sacrificed_for_mana.py", "tests/cards/mic/test_hour_of_reckoning.py",
        _R + "test_mana_before_other_costs.py",
    ),
    "rules/library_manipulation.py": (
        _R + "test_library_decisions.py", _R + "test_search_prompts.py", _ONS + "test_future_sight.py",
        "tests/ui/test_library_prompts_ja.py",
        "tests/cards/mic/test_blighted_woodland.py",
        "tests/cards/mic/test_celebrate_the_harvest.py",
        "tests/cards/mic/test_curse_of_unbinding.py",
        "tests/cards/mic/test_eloise_nephalia_sleuth.py",
        "tests/cards/mic/test_empty_the_laboratory.py", "tests/cards/mic/test_growth_spasm.py",
        "tests/cards/mic/test_knight_of_the_white_orchid.py",
        "tests/cards/mic/test_lifecrafter_s_bestiary.py",
        "tests/cards/mic/test_path_of_ancestry.py", "tests/cards/mic/test_yavimaya_elder.py",
        _MID + "test_ambitious_farmhand.py", _MID + "test_arcane_infusion.py",
        _MID + "test_celestus_sanctifier.py", _MID + "test_covetous_castaway.py",
        _MID + "test_devious_cover_up.py", _MID + "test_dire_strain_rampage.py",
        _MID + "test_evolving_wilds.py", _MID + "test_fading_hope.py",
        _MID + "test_field_of_ruin.py", _MID + "test_fleshtaker.py",
        _MID + "test_florian_voldaren_scion.py", _MID + "test_gavony_dawnguard.py",
        _MID + "test_larder_zombie.py", _MID + "test_memory_deluge.py",
        _MID + "test_moonsilver_key.py", _MID + "test_necrosynthesis.py",
        _MID + "test_organ_hoarder.py", _MID + "test_otherworldly_gaze.py",
        _MID + "test_pack_s_betrayal.py", _MID + "test_path_to_the_festival.py",
        _MID + "test_phantom_carriage.py", _MID + "test_play_with_fire.py",
        _MID + "test_sigarda_champion_of_light.py", _MID + "test_siphon_insight.py",
        _MID + "test_storm_the_festival.py", _MID + "test_tapping_at_the_window.py",
        _MID + "test_teferi_who_slows_the_sunset.py", _ONS + "test_avarax.py",
        _ONS + "test_aven_fateshaper.py", _ONS + "test_daru_cavalier.py",
        _ONS + "test_discombobulate.py", _ONS + "test_embermage_goblin.py",
        _ONS + "test_erratic_explosion.py", _ONS + "test_explosive_vegetation.py",
        _ONS + "test_goblin_machinist.py", _ONS + "test_information_dealer.py",
        _ONS + "test_kaboom.py", _ONS + "test_krosan_tusker.py", _ONS + "test_oblation.py",
        _ONS + "test_reminisce.py", _ONS + "test_riptide_shapeshifter.py",
        _ONS + "test_rummaging_wizard.py", _ONS + "test_sage_aven.py",
        _ONS + "test_screaming_seahawk.py", _ONS + "test_supreme_inquisitor.py",
        _ONS + "test_trickery_charm.py", _ONS + "test_weathered_wayfarer.py",
        _ONS + "test_weird_harvest.py", _ONS + "test_wirewood_herald.py",
        _R + "test_scry_card_rulings.py", _R + "test_vocabulary_object_tests.py",
        _R + "test_log_knowledge.py",
        _R + "test_search_scenarios.py",
        _R + "test_known_cards_scenarios.py",
    ),
    "rules/information.py": (
        _R + "test_log_knowledge.py", _R + "test_view_combat_scenarios.py", _R + "test_hidden_information_face_down.py",
        _R + "test_spectator_view.py", _R + "test_decision_views.py",
        _R + "test_face_down_zones.py", _R + "test_face_down_one_rule_set.py",
        _R + "test_vocabulary_counts_and_looks.py", "tests/invariants/test_view_log_knowledge.py",
        "tests/invariants/test_view_log_kept.py", _ONS + "test_words_of_wind.py",
        _ONS + "test_menacing_ogre.py", _ONS + "test_aven_soulgazer.py", _ONS + "test_sage_aven.py",
        _ONS + "test_future_sight.py", _ONS + "test_gustcloak_savior.py",
        _ONS + "test_head_games.py", _ONS + "test_spy_network.py", _MID + "test_duress.py",
        _MID + "test_intrepid_adversary.py", _MID + "test_siphon_insight.py",
        _MID + "test_delver_of_secrets.py", _MID + "test_augur_of_autumn.py",
        "tests/cards/mic/test_wall_of_mourning.py", "tests/cards/mic/test_orzhov_advokist.py",
        _R + "test_known_cards_scenarios.py",
    ),
    "rules/choosing.py": (
        _ONS + "test_risky_move.py", _ONS + "test_kamahl_s_summons.py", _ONS + "test_clone.py",
        _ONS + "test_animal_magnetism.py", _ONS + "test_tempting_wurm.py",
        _ONS + "test_words_of_wind.py", _ONS + "test_entrails_feaster.py",
        _ONS + "test_elvish_pioneer.py", _MID + "test_tovolar_dire_overlord.py",
        _MID + "test_hostile_hostel.py", _MID + "test_eccentric_farmer.py",
        _MID + "test_deathbonnet_sprout.py", _MID + "test_wrenn_and_seven.py",
        _MID + "test_loyal_gryff.py", _MID + "test_otherworldly_gaze.py",
        "tests/cards/mic/test_ravenous_rotbelly.py", "tests/cards/mic/test_stitcher_geralf.py",
        "tests/cards/mic/test_moorland_rescuer.py", "tests/cards/mic/test_orzhov_advokist.py",
        "tests/cards/mic/test_ghouls_night_out.py",
        "tests/cards/mic/test_lynde_cheerful_tormentor.py", "tests/cards/mic/test_shadow_kin.py",
        "tests/cards/mic/test_visions_of_dread.py", _MID + "test_light_up_the_night.py",
        "tests/cards/mic/test_wall_of_mourning.py", "tests/cards/mic/test_gorex_the_tombshell.py",
        "tests/cards/mic/test_tomb_tyrant.py", _ONS + "test_riptide_replicator.py",
        _MID + "test_sungold_sentinel.py", _MID + "test_revenge_of_the_drowned.py",
        _MID + "test_component_collector.py", "tests/cards/mic/test_citadel_siege.py",
        _ONS + "test_peer_pressure.py", _ONS + "test_defensive_maneuvers.py",
        _ONS + "test_mistform_shrieker.py", _ONS + "test_standardize.py",
        _ONS + "test_artificial_evolution.py", _ONS + "test_kaboom.py",
        "tests/cards/mic/test_sigarda_s_vanguard.py", "tests/cards/mic/test_sigardian_zealot.py",
        _R + "test_vocabulary_sacrifice_and_choices.py",
        _R + "test_vocabulary_names_and_choosers.py", _R + "test_choices_and_links.py",
        _R + "test_vocabulary_numbers_and_counts.py", _R + "test_apnap_choices_scenarios.py",
    ),
    "rules/effect_steps.py": (
        _MID + "test_obsessive_astronomer.py", _MID + "test_cathartic_pyre.py",
        _MID + "test_teferi_who_slows_the_sunset.py", _MID + "test_wrenn_and_seven.py",
        _MID + "test_sunstreak_phoenix.py", _MID + "test_firmament_sage.py",
        _MID + "test_sunrise_cavalier.py", _MID + "test_gavony_dawnguard.py",
        _MID + "test_component_collector.py", _MID + "test_celestus_sanctifier.py",
        _MID + "test_brimstone_vandal.py", _MID + "test_haunted_ridge.py",
        _MID + "test_overgrown_farmland.py", _MID + "test_rockfall_vale.py",
        _MID + "test_deserted_beach.py", _MID + "test_shipwreck_marsh.py",
        "tests/cards/mic/test_choked_estuary.py", "tests/cards/mic/test_fortified_village.py",
        _ONS + "test_grand_coliseum.py", _ONS + "test_lonely_sandbar.py",
        "tests/cards/mic/test_bojuka_bog.py", "tests/cards/mic/test_mortuary_mire.py",
        _ONS + "test_riptide_replicator.py", _ONS + "test_stag_beetle.py",
        _MID + "test_grizzly_ghoul.py", _MID + "test_contortionist_troupe.py",
        _MID + "test_mounted_dreadknight.py", "tests/cards/mic/test_custodi_soulbinders.py",
        "tests/cards/mic/test_mikaeus_the_lunarch.py", "tests/cards/mic/test_diregraf_colossus.py",
        _MID + "test_consuming_blob.py", _R + "test_vocabulary_x_tokens.py",
        _MID + "test_shipwreck_sifters.py", "tests/cards/mic/test_kurbis_harvest_celebrant.py",
        _MID + "test_croaking_counterpart.py",
    ),
    "rules/one_shot.py": (
        _R + "test_stack_resolution.py", _R + "test_vocabulary_conditions.py",
        _R + "test_vocabulary_players.py", _R + "test_vocabulary_player_questions.py",
        _R + "test_vocabulary_sacrifice_and_choices.py", _R + "test_multiplayer.py",
        _R + "test_leaving_the_game.py", _ONS + "test_weird_harvest.py",
        _ONS + "test_harsh_mercy.py", _ONS + "test_strongarm_tactics.py",
        _ONS + "test_shepherd_of_rot.py", _ONS + "test_kamahl_s_summons.py",
        _ONS + "test_nantuko_husk.py", _ONS + "test_skirk_commando.py",
        _MID + "test_cathartic_pyre.py", _R + "test_phasing.py",
        "tests/ui/test_copy_prompts_ja.py",
    ),
    "rules/draw_discard.py": (
        "tests/rules/test_discard_chosen_by_another.py",
        "tests/ui/test_discard_prompts_ja.py", "tests/cards/mic/test_curse_of_obsession.py", "tests/cards/mic/test_dread_summons.py",
        "tests/cards/mic/test_drown_in_dreams.py", "tests/cards/mic/test_forgotten_creation.py",
        "tests/cards/mic/test_gisa_and_geralf.py", "tests/cards/mic/test_hordewing_skaab.py",
        "tests/cards/mic/test_liliana_death_s_majesty.py", "tests/cards/mic/test_shadow_kin.py",
        "tests/cards/mic/test_stitcher_geralf.py", _MID + "test_bloodtithe_collector.py",
        _MID + "test_covetous_castaway.py", _MID + "test_deathbonnet_sprout.py",
        _MID + "test_devoted_grafkeeper.py", _MID + "test_dreadhound.py",
        _MID + "test_drownyard_amalgam.py", _MID + "test_duress.py",
        _MID + "test_eccentric_farmer.py", _MID + "test_faithful_mending.py",
        _MID + "test_heirloom_mirror.py", _MID + "test_lord_of_the_forsaken.py",
        _MID + "test_ludevic_necrogenius.py", _MID + "test_moonveil_regent.py",
        _MID + "test_no_way_out.py", _MID + "test_overwhelmed_archivist.py",
        _MID + "test_shipwreck_sifters.py", _MID + "test_suspicious_stowaway.py",
        _MID + "test_the_celestus.py", _ONS + "test_cabal_slaver.py",
        _ONS + "test_chain_of_plasma.py", _ONS + "test_chain_of_smog.py",
        _ONS + "test_gigapede.py", _ONS + "test_haunted_cadaver.py", _ONS + "test_headhunter.py",
        _ONS + "test_screeching_buzzard.py", _ONS + "test_silent_specter.py",
        _ONS + "test_strongarm_tactics.py", _ONS + "test_syphon_mind.py",
        _ONS + "test_wheel_and_deal.py", _ONS + "test_words_of_waste.py",
        _R + "test_discard_choice_scenarios.py",
        _R + "test_multiplayer.py", _MID + "test_moonveil_regent.py",
        _R + "test_drawing_scenarios.py",
        _R + "test_known_cards_scenarios.py",
    ),
    "rules/tokens.py": (
        _R + "test_token_copies.py", _R + "test_vocabulary_x_tokens.py",
        _R + "test_token_copies_scenarios.py",
        _MID + "test_bereaved_survivor.py", "tests/cards/mic/test_kessig_cagebreakers.py",
        _MID + "test_fateful_absence.py", _MID + "test_briarbridge_tracker.py",
        _MID + "test_dennick_pious_apprentice.py", "tests/cards/mic/test_hour_of_eternity.py",
        "tests/cards/mic/test_cleaver_skaab.py", _ONS + "test_endemic_plague.py",
        _MID + "test_corpse_cobble.py", _ONS + "test_kamahl_s_summons.py",
        "tests/cards/mic/test_stitcher_geralf.py", _MID + "test_croaking_counterpart.py",
        _R + "test_multiplayer.py", _R + "test_copy_special_states_scenarios.py",
    ),
    "rules/permanent_effects.py": (
        _ONS + "test_aphetto_grifter.py", _ONS + "test_choking_tethers.py",
        _ONS + "test_whipcorder.py", _ONS + "test_aphetto_alchemist.py",
        _ONS + "test_wirewood_lodge.py", _ONS + "test_gustcloak_savior.py",
        _MID + "test_bramble_armor.py", "tests/cards/mic/test_lynde_cheerful_tormentor.py",
        "tests/cards/mic/test_odric_master_tactician.py", "tests/cards/mic/test_orzhov_advokist.py",
        "tests/cards/mic/test_shadow_kin.py", _ONS + "test_clone.py",
        _MID + "test_tovolar_dire_overlord.py", _MID + "test_unnatural_moonrise.py",
        _MID + "test_the_celestus.py", _MID + "test_ambitious_farmhand.py",
        _MID + "test_delver_of_secrets.py", _R + "test_vocabulary_tapping.py",
        _R + "test_transform.py", "tests/cards/mic/test_riders_of_gavony.py",
        _R + "test_day_night.py", _R + "test_copying_scenarios.py",
    ),
    "rules/zone_effects.py": (
        _R + "test_replacement_regeneration.py", _R + "test_stack_resolution.py",
        _R + "test_trigger_events_scenarios.py",
        _R + "test_vocabulary_sacrifice_and_choices.py", _R + "test_multiplayer.py",
        _R + "test_leaving_the_game.py", _ONS + "test_riptide_entrancer.py",
        _ONS + "test_haunted_cadaver.py", _ONS + "test_chain_of_vapor.py",
        _ONS + "test_blistering_firecat.py", _ONS + "test_prowling_pangolin.py",
        _ONS + "test_cabal_executioner.py", "tests/cards/mic/test_fleshbag_marauder.py",
        _MID + "test_vengeful_strangler.py", _ONS + "test_discombobulate.py",
        _ONS + "test_voidmage_prodigy.py", _MID + "test_dissipate.py",
        _MID + "test_devious_cover_up.py", _ONS + "test_tribal_golem.py",
        _ONS + "test_boneknitter.py", _ONS + "test_vitality_charm.py",
        _MID + "test_turn_the_earth.py", "tests/cards/mic/test_gravespawn_sovereign.py",
        _ONS + "test_astral_slide.py", "tests/cards/mic/test_curse_of_unbinding.py",
        _ONS + "test_spy_network.py", _ONS + "test_ixidor_reality_sculptor.py",
        _ONS + "test_aura_extraction.py", _ONS + "test_rummaging_wizard.py",
        _MID + "test_larder_zombie.py", _MID + "test_bereaved_survivor.py",
        "tests/cards/mic/test_lynde_cheerful_tormentor.py", _ONS + "test_smother.py",
        _ONS + "test_cruel_revival.py", _ONS + "test_harsh_mercy.py",
        _MID + "test_revenge_of_the_drowned.py", _R + "test_multiplayer_scenarios.py",
        _R + "test_phasing.py",
    ),
    "rules/damage_and_life.py": (
        _R + "test_prevention_redirection_scenarios.py",
        _R + "test_prevent_all_damage.py", _R + "test_vocabulary_shields.py",
        _R + "test_vocabulary_types_and_damage.py", _MID + "test_rem_karolus_stalwart_slayer.py",
        _ONS + "test_contested_cliffs.py", _MID + "test_tovolar_s_huntmaster.py",
        _MID + "test_duel_for_dominance.py", _ONS + "test_daru_healer.py",
        _ONS + "test_battlefield_medic.py", _ONS + "test_sunfire_balm.py",
        "tests/cards/mic/test_kurbis_harvest_celebrant.py", _ONS + "test_chain_of_silence.py",
        _ONS + "test_leery_fogbeast.py", _ONS + "test_circle_of_solace.py",
        _ONS + "test_shieldmage_elder.py", _ONS + "test_pinpoint_avalanche.py",
        _ONS + "test_renewed_faith.py", _ONS + "test_grinning_demon.py",
        _ONS + "test_starlit_sanctum.py", _R + "test_multiplayer.py",
        _R + "test_stack_resolution.py", _R + "test_damage_scenarios.py",
        _R + "test_damage_source_last_known_scenarios.py", _R + "test_phasing.py",
        _R + "test_fight_scenarios.py",
    ),
    "rules/known_cards.py": (
        _R + "test_known_cards_scenarios.py", _R + "test_log_knowledge.py",
        _R + "test_hidden_information_face_down.py", _R + "test_two_headed_giant.py",
        _ONS + "test_head_games.py", _ONS + "test_future_sight.py",
        _MID + "test_augur_of_autumn.py", _ONS + "test_spy_network.py",
        "tests/cards/mic/test_aetherspouts.py", "tests/env/test_determinize.py",
    ),
    "rules/event_apply.py": (
        _R + "test_log_rule_citations.py",
        _R + "test_zones_and_steps.py", _R + "test_combat_damage.py", _R + "test_sba_basic.py",
        _R + "test_life_scenarios.py",
        _R + "test_trigger_events_scenarios.py",
        _R + "test_token_copies_scenarios.py",
        _R + "test_sba_counters.py", _R + "test_sba_rules.py",
        _R + "test_replacement_regeneration.py",
        _R + "test_token_copies.py", _R + "test_stack_resolution.py",
        _R + "test_cant_lose_the_game.py", _R + "test_leaving_the_game.py",
        _R + "test_two_headed_giant.py", _R + "test_planeswalkers.py",
        _R + "test_vocabulary_tapping.py", _R + "test_face_down_zones.py",
        _R + "test_vocabulary_types_and_damage.py", _R + "test_copy_spells.py",
        _R + "test_keywords_ward.py", _MID + "test_wrenn_and_seven.py",
        _MID + "test_teferi_who_slows_the_sunset.py", _MID + "test_bramble_armor.py",
        _MID + "test_croaking_counterpart.py", "tests/cards/mic/test_kessig_cagebreakers.py",
        "tests/cards/mic/test_enduring_scalelord.py",
        _MID + "test_dissipate.py", _ONS + "test_discombobulate.py",
        _ONS + "test_sunfire_balm.py", _ONS + "test_crown_of_awe.py",
        _MID + "test_enduring_angel.py", _ONS + "test_future_sight.py",
        _MID + "test_bereaved_survivor.py", _ONS + "test_smother.py",
        _ONS + "test_riptide_replicator.py", _MID + "test_sigarda_s_splendor.py",
        _MID + "test_fleshtaker.py", _MID + "test_bloodthirsty_adversary.py",
        _MID + "test_hallowed_respite.py", _MID + "test_burn_the_accursed.py",
        _MID + "test_ghoulish_procession.py", _MID + "test_jerren_corrupted_bishop.py",
        _MID + "test_baneblade_scoundrel.py", _R + "test_log_knowledge.py",
        _R + "test_hidden_information_face_down.py", _R + "test_vocabulary_object_tests.py",
        _R + "test_disturb.py", _R + "test_flashback_card_rulings.py", _R + "test_transform.py",
        _MID + "test_curse_of_leeches.py", _MID + "test_curse_of_shaken_faith.py",
        _R + "test_sba_rules.py", _R + "test_triggers_basic.py",
        _MID + "test_duel_for_dominance.py", _MID + "test_graveyard_trespasser.py",
        _MID + "test_smoldering_egg.py", _ONS + "test_dive_bomber.py",
        _MID + "test_florian_voldaren_scion.py", _R + "test_game_turn.py",
        _MID + "test_jack_o_lantern.py", _MID + "test_rootcoil_creeper.py",
        _R + "test_protection_chosen_type.py", _R + "test_combat_blocking.py",
        "tests/cards/mic/test_prowling_geistcatcher.py",
        "tests/cards/mic/test_curse_of_clinging_webs.py", _MID + "test_mask_of_griselbrand.py",
        _MID + "test_necrosynthesis.py", _MID + "test_revenge_of_the_drowned.py",
        _MID + "test_siphon_insight.py", _R + "test_combat_attackers.py",
        "tests/cards/mic/test_wall_of_mourning.py", _MID + "test_hungry_for_more.py",
        _MID + "test_burn_down_the_house.py", _R + "test_commander.py",
        "tests/cards/mic/test_lynde_cheerful_tormentor.py",
        _R + "test_leaving_together.py",
        _R + "test_known_cards_scenarios.py",
    ),
}

# Modules split out of rules/mana.py and rules/costs.py: the tests of the module they came from
# (and, for the counters cost, the cards that have one).
TESTS["rules/entering_counters.py"] = (*TESTS["rules/replacement.py"],
                                      "tests/cards/mic/test_enduring_scalelord.py",
                                      "tests/cards/mic/test_endless_ranks_of_the_dead.py")
TESTS["rules/mana_matching.py"] = (_R + "test_mana_matching.py", *TESTS["rules/mana.py"])
# The dependency order was part of the layer pass: its tests, and an effect from a permanent's
# own ability that applies in layer 6 while the permanent stays (Mistform Stalker's flying)
# The layer pass's bookkeeping: what it does after each layer, and bringing a pass up to date
TESTS["rules/layer_keeping.py"] = (*TESTS["rules/characteristics.py"], _R + "test_stack_resolution.py",
                                    _R + "test_indexes_updated.py")
# The outline of the permanents the kept indexes read, split out of it: its tests.
TESTS["rules/permanents_outline.py"] = TESTS["rules/layer_keeping.py"]
TESTS["rules/dependency.py"] = (*TESTS["rules/characteristics.py"],
                                _ONS + "test_mistform_stalker.py")
TESTS["rules/counter_costs.py"] = (
    _MID + "test_light_up_the_night.py", _MID + "test_unblinking_observer.py",
    _R + "test_casting_x.py", _R + "test_planeswalkers.py",
)
TESTS.setdefault("rules/payment_options.py", (
    "tests/cards/mic/test_sungrass_prairie.py", "tests/cards/mic/test_darkwater_catacombs.py",
    _MID + "test_mystic_skull.py", _MID + "test_crossroads_candleguide.py",
    _MID + "test_jack_o_lantern.py", _R + "test_mana_ability_chains.py",
    _R + "test_mana_tap_cost_plans.py",  # abilities whose cost taps other permanents
    _R + "test_triggered_mana_payments.py",  # a triggered mana ability's mana (CR 605.1b)
    *TESTS["rules/costs.py"]))
# What a mana ability's cost asks for (mana, a permanent to sacrifice), split out of it: its
# tests.
TESTS["rules/mana_ability_costs.py"] = TESTS["rules/payment_options.py"]
# Mana abilities with mana in their cost, and the total cost, split out of them: their tests.
TESTS["rules/mana_costing.py"] = TESTS["rules/payment_options.py"]
TESTS["rules/total_cost.py"] = TESTS["rules/costs.py"]
# The search over chains of mana abilities whose cost includes mana, split out of it: the
# tests whose players have such abilities (the filter lands, Crossroads Candleguide, Mystic
# Skull, Jack-o'-Lantern), and Skirk Prospector's, which may sacrifice a Candleguide made a
# Goblin.
TESTS["rules/mana_chains.py"] = (
    _ONS + "test_skirk_prospector.py",
    "tests/cards/mic/test_sungrass_prairie.py", "tests/cards/mic/test_darkwater_catacombs.py",
    _MID + "test_mystic_skull.py", _MID + "test_crossroads_candleguide.py",
    _MID + "test_jack_o_lantern.py", _R + "test_mana_ability_chains.py",
    _R + "test_automatic_payment.py", _R + "test_casting_mana.py",
    _R + "test_mana_spent_triggers.py", _R + "test_legal_actions.py",
    _R + "test_restricted_mana.py", _MID + "test_unblinking_observer.py",
    _R + "test_sacrificed_for_mana.py", _R + "test_ability_independent_of_source.py",
    _R + "test_mana_chain_sacrifices.py", _R + "test_mana_before_other_costs.py",
)
# When the pool's mana is spent on the cost being paid, split out of payment_options: the
# tests of the chains of mana abilities with mana in their cost, which may keep it (CR 605.3a),
# and of the choice of the mana that pays the generic part (CR 601.2h).
# The answers given for a player who has left the game (``absent_answer``, moved out of
# game.py): the tests of leaving the game.
TESTS["decisions/policies.py"] = (*TESTS["decisions/policies.py"], *TESTS["rules/conceding.py"])
TESTS["rules/pool_spending.py"] = (_R + "test_pool_mana_choice.py", _MID + "test_kessig_naturalist.py",
                                  *TESTS["rules/mana_chains.py"])
TESTS["rules/mana_plans.py"] = (_R + "test_mana_tap_cost_plans.py", *TESTS["rules/mana.py"])
TESTS["rules/mana_supplies.py"] = (_R + "test_mana_tap_cost_plans.py", *TESTS["rules/mana.py"])
TESTS["rules/ability_zones.py"] = TESTS["decisions/legal.py"]
TESTS["decisions/ability_kinds.py"] = TESTS["decisions/legal.py"]  # moved out of legal.py
# Moved out of rules/mana.py (whether a mana ability may be activated now): the tests of mana
# abilities with each kind of cost and condition ({T} alone, {T} of a summoning-sick creature,
# tapping other permanents, sacrifice, life, "activate only if", colours the game decides, lands
# whose mana is replaced, phasing) and of {T} abilities of summoning-sick creatures
TESTS["rules/mana_readiness.py"] = (
    _R + "test_casting_mana.py", _R + "test_restricted_mana.py",
    _R + "test_land_mana_replacement.py", _R + "test_mana_tap_cost_plans.py",
    _R + "test_phasing.py", _ONS + "test_birchlore_rangers.py", _ONS + "test_skirk_prospector.py",
    _ONS + "test_disruptive_pitmage.py", _ONS + "test_elvish_scrapper.py",
    _MID + "test_lord_of_the_forsaken.py", "tests/cards/mic/test_avacyn_s_pilgrim.py",
    "tests/cards/mic/test_arcane_signet.py", "tests/cards/mic/test_commander_s_sphere.py",
    "tests/cards/mic/test_temple_of_the_false_god.py",
    "tests/cards/mic/test_somberwald_sage.py", _MID + "test_katilda_dawnhart_prime.py",
    _R + "test_vocabulary_player_and_object_tests.py", _R + "test_mana_readiness_plans.py",
)
DEFAULT_TESTS = ("tests/rules",)


@dataclass(frozen=True)
class Mutant:
    """One mutmut mutant of a module: where it is and what it changes."""

    line: int  # 1-based
    original: str
    mutated: str
    source: str  # the whole mutated module
    after: str = ""  # the nearest non-blank line above it, stripped

    def key(self) -> tuple[str, str]:
        return (self.original.strip(), self.mutated.strip())

    def digest(self) -> str:
        """A short name of the change (its key), as the results record kills (a
        change made on several lines counts as killed only when it was killed on each)."""
        return _change_digest(*self.key())

    def placed_digest(self) -> str:
        """A short name of the change and the line above it (an equivalent with ``after``)."""
        return _change_digest(*self.key(), self.after)


def _change_digest(original: str, mutant: str, after: str | None = None) -> str:
    text = f"{original}\0{mutant}" if after is None else f"{original}\0{mutant}\0{after}"
    return hashlib.sha1(text.encode()).hexdigest()[:12]


Equivalents = dict[tuple[str, str, str], str]


def equivalent_reason(eq: Equivalents, original: str, mutant: str, after: str) -> str | None:
    """Why a mutant is equivalent, if ``tools/mutation_equivalents.toml`` says it is: an entry
    naming the line above it, else one for the change on any line."""
    o, m = original.strip(), mutant.strip()
    return eq.get((o, m, after.strip())) or eq.get((o, m, ""))


def module_path(module: str) -> Path:
    module = module.removeprefix("src/manastack/").removeprefix("manastack/")
    if not module.startswith(SCOPE) or not module.endswith(".py"):
        raise SystemExit(f"{module}: not a module under {', '.join(SCOPE)} (e.g. rules/sba.py)")
    path = PACKAGE / module
    if not path.is_file():
        raise SystemExit(f"{module}: no such module (did it move? update TESTS in {__file__})")
    return path


def selected_tests(module: str) -> tuple[str, ...]:
    tests = TESTS.get(module, DEFAULT_TESTS)
    missing = [t for t in tests if not (ROOT / t).exists()]
    return tuple(t for t in tests if t not in missing)


def mutants(path: Path, module: str) -> list[Mutant]:
    from mutmut import Context, list_mutations, mutate

    source = path.read_text()
    lines = source.splitlines(keepends=True)
    out = []
    for mid in list_mutations(Context(source=source, filename=module, dict_synonyms=[])):
        mutated, count = mutate(Context(source=source, mutation_id=mid, filename=module,
                                        dict_synonyms=[]))
        if count == 0 or mutated == source:
            continue
        new = mutated.splitlines(keepends=True)
        sm = difflib.SequenceMatcher(a=lines, b=new, autojunk=False)
        ops = [op for op in sm.get_opcodes() if op[0] != "equal"]
        i1, i2, j1, j2 = ops[0][1], ops[-1][2], ops[0][3], ops[-1][4]
        above = next((x.strip() for x in reversed(lines[:i1]) if x.strip()), "")
        out.append(Mutant(i1 + 1, "".join(lines[i1:i2]).rstrip("\n"),
                          "".join(new[j1:j2]).rstrip("\n"), mutated, above))
    return out


def _equivalents() -> dict[str, Equivalents]:
    if not EQUIVALENTS.exists():
        return {}
    data = tomllib.loads(EQUIVALENTS.read_text())
    out: dict[str, Equivalents] = {}
    for e in data.get("equivalent", []):
        key = (e["original"].strip(), e["mutant"].strip(), e.get("after", "").strip())
        out.setdefault(e["module"], {})[key] = e["reason"]
    return out


def _line_texts(source: str, longest: int) -> set[tuple[str, str]]:
    """Each run of one to ``longest`` lines of ``source``, stripped, with the nearest non-blank
    line above it (stripped), and with "": the texts a mutant's original (and ``after``) can
    have."""
    lines = source.splitlines(keepends=True)
    out: set[tuple[str, str]] = set()
    above = ""
    for i, line in enumerate(lines):
        for k in range(1, longest + 1):
            if i + k <= len(lines):
                text = "".join(lines[i:i + k]).strip()
                out.update(((text, above), (text, "")))
        if line.strip():
            above = line.strip()
    return out


def orphaned_equivalents() -> list[tuple[str, str, str, str]]:
    """The entries of ``tools/mutation_equivalents.toml`` that match no mutant of their
    module's current source, as (module, original, mutant, after): a line changed or removed
    since its entry was written. Exact where the module's last run recorded its mutants and
    the module is unchanged since; otherwise by the lines' text (an entry whose original line,
    or the line above it, is no longer in the module)."""
    results = _load_all()
    out = []
    for module, eq in sorted(_equivalents().items()):
        path = PACKAGE / module
        if not path.is_file():
            out += [(module, *k) for k in sorted(eq)]
            continue
        r = results.get(module, {})
        recorded: set[str] | None = None
        if "changes" in r and r.get("source") == _source_digest(path):
            recorded = set(r["changes"])  # type: ignore[call-overload]
        else:
            longest = max(o.count("\n") + 1 for o, _, _ in eq)
            texts = _line_texts(path.read_text(), longest)
        for o, m, after in sorted(eq):
            if recorded is not None:
                found = _change_digest(o, m, after or None) in recorded
            else:
                found = (o, after) in texts
            if not found:
                out.append((module, o, m, after))
    return out


def _function_body_lines(source: str) -> set[int]:
    """The lines of the module inside a function's body: the only ones whose code runs when the
    function is called rather than when the module is imported (module-level statements, class
    bodies, ``def`` and ``class`` lines, decorators and default values run at import)."""
    out: set[int] = set()
    for node in ast.walk(ast.parse(source)):
        if isinstance(node, (ast.FunctionDef, ast.AsyncFunctionDef)):
            out.update(range(node.body[0].lineno, (node.end_lineno or node.lineno) + 1))
    return out


def _statement_lines(source: str) -> dict[int, range]:
    """For each line, the lines of the smallest statement holding it, down to the end of its
    header for a compound statement (``if``, ``for``, ``def``...): a line with no code of its
    own (the second part of an implicitly joined string, a lone closing bracket) runs when
    its statement does."""
    out: dict[int, range] = {}
    for node in ast.walk(ast.parse(source)):
        if not isinstance(node, ast.stmt):
            continue
        end = node.end_lineno or node.lineno
        for field in ("body", "orelse", "finalbody", "handlers", "cases"):
            children = getattr(node, field, None)
            if children:
                end = min(end, children[0].lineno - 1)
        header = range(node.lineno, max(node.lineno, end) + 1)
        for n in header:
            if n not in out or len(header) < len(out[n]):
                out[n] = header
    return out


@dataclass
class Coverage:
    """Which of the module's selected tests execute each line (from the baseline run)."""

    tests: dict[str, set[int]]  # node id -> lines of the module it executes
    at_import: set[int]  # lines executed outside any test (import, collection)
    body: set[int]  # lines inside function bodies
    durations: dict[str, float]  # node id -> seconds (the untraced baseline run)
    startup: float  # seconds of the baseline run outside the tests (start, collection)
    statements: dict[int, range]  # line -> the lines of its statement (``_statement_lines``)

    def _lines(self, span: range) -> set[int]:
        return {x for n in span for x in self.statements.get(n, (n,))}

    def executed(self, span: range) -> bool:
        lines = self._lines(span)
        return any(n in self.at_import or any(n in ls for ls in self.tests.values())
                   for n in lines)

    def tests_for(self, span: range) -> list[str]:
        """The tests that can see a mutant of these lines (of their statement), fastest
        first: those that execute one of them, or every test when one of them runs at import
        time."""
        span = sorted(self._lines(span))  # type: ignore[assignment]
        if any(n in self.at_import or n not in self.body for n in span):
            chosen = list(self.tests)
        else:
            chosen = [t for t, ls in self.tests.items() if any(n in ls for n in span)]
        return sorted(chosen, key=lambda t: self.durations.get(t, 0.0))

    def seconds(self, tests: list[str]) -> float:
        return self.startup + sum(self.durations.get(t, 0.0) for t in tests)


def _plugin_env(work: Path) -> dict[str, str]:
    return {**os.environ, "PYTHONPATH": f"{work / 'src'}{os.pathsep}{work}",
            "PYTHONDONTWRITEBYTECODE": "1", "PYTHONHASHSEED": "0"}


def _run_tests(work: Path, tests: tuple[str, ...], timeout: float,
               extra_env: dict[str, str] | None = None) -> str:
    env = {**_plugin_env(work), **(extra_env or {})}
    # Without the plugins the selected tests don't need, pytest starts in half the time
    # (hypothesis alone takes most of it; a test module importing it still works).
    cmd = [sys.executable, "-m", "pytest", "-x", "-q", "-p", "no:cacheprovider",
           "-p", "no:xdist", "-p", "no:randomly", "-p", "no:hypothesispytest",
           "-p", "mutation_plugin", *tests]
    try:
        r = subprocess.run(cmd, cwd=work, env=env, stdout=subprocess.DEVNULL,
                           stderr=subprocess.DEVNULL, timeout=timeout)
    except subprocess.TimeoutExpired:
        return "timeout"
    if r.returncode == 5:
        raise SystemExit(f"no tests collected from {tests}")
    return "survived" if r.returncode == 0 else "killed"


def _baseline(work: Path, target: Path, tests: tuple[str, ...], module: str) -> Coverage:
    """Runs the selected tests twice on the unmutated module: traced (which test executes which
    line) and untraced (how long each test takes)."""
    lines_file, durations_file = work / "lines.json", work / "durations.json"
    if _run_tests(work, tests, 1800, {"MUTATION_TARGET": str(target),
                                       "MUTATION_LINES": str(lines_file)}) != "survived":
        raise SystemExit(f"{module}: the selected tests fail without any mutation")
    start = time.monotonic()
    if _run_tests(work, tests, 1800, {"MUTATION_DURATIONS": str(durations_file)}) != \
            "survived":
        raise SystemExit(f"{module}: the selected tests fail without any mutation")
    total = time.monotonic() - start
    traced = json.loads(lines_file.read_text())
    durations = json.loads(durations_file.read_text())
    return Coverage(tests={t: set(ls) for t, ls in traced["tests"].items()},
                    at_import=set(traced["import"]),
                    body=_function_body_lines(target.read_text()), durations=durations,
                    startup=max(0.0, total - sum(durations.values())),
                    statements=_statement_lines(target.read_text()))


def _span(m: Mutant) -> range:
    return range(m.line, m.line + m.original.count("\n") + 1)


def _write_select(work: Path, n: int, tests: list[str]) -> Path:
    path = work / "select" / f"{n}.txt"
    path.parent.mkdir(exist_ok=True)
    path.write_text("".join(t + "\n" for t in tests))
    return path


def _files(tests: list[str]) -> list[str]:
    return list(dict.fromkeys(t.split("::")[0] for t in tests))


def _fork_results(work: Path, module: str, original: str, todo: list[Mutant],
                  cov: Coverage, timeout_floor: float) -> dict[int, str]:
    """Each mutant's status from ``tools/mutation_worker.py`` (one process, a fork per
    mutant, each run against the tests that execute its lines); {} when the worker can't run
    this module (the unmutated module swapped in must pass its whole selection, else every
    mutant is run in a new process)."""
    mdir = work / "mutants"
    mdir.mkdir()
    listing = []
    everything = sorted(cov.tests, key=lambda t: cov.durations.get(t, 0.0))
    for n, (src, tests) in enumerate([(original, everything),
                                      *((m.source, cov.tests_for(_span(m))) for m in todo)]):
        (mdir / f"{n}.py").write_text(src)
        timeout = max(timeout_floor, 3 * cov.seconds(tests))
        listing.append(f"{n} {mdir / f'{n}.py'} {timeout:.1f} {_write_select(work, n, tests)} "
                       + " ".join(_files(tests)))
    (work / "mutants.txt").write_text("\n".join(listing) + "\n")
    shutil.copy(Path(__file__).with_name("mutation_worker.py"), work / "mutation_worker.py")
    name = "manastack." + module.removesuffix(".py").replace("/", ".")
    proc = subprocess.Popen([sys.executable, "mutation_worker.py", name, "mutants.txt"],
                            cwd=work, env=_plugin_env(work), text=True,
                            stdout=subprocess.PIPE, stderr=subprocess.DEVNULL)
    out: dict[int, str] = {}
    assert proc.stdout is not None
    try:
        for line in proc.stdout:
            n_s, st = line.split()
            n = int(n_s)
            if n == 0:
                if st != "survived":
                    print("the fast runner can't swap this module: one process per mutant",
                          flush=True)
                    proc.kill()
                    return {}
                continue
            out[n] = st
            print({"killed": ".", "timeout": "T", "survived": "s", "error": "e"}[st], end="",
                  flush=True)
            if n % 50 == 0:
                print(f" {n}/{len(todo)}", flush=True)
    finally:
        proc.kill()
        proc.wait()
    print(flush=True)
    return out


def _copy_tree(work: Path) -> None:
    ignore = shutil.ignore_patterns("__pycache__", "*.pyc")
    shutil.copytree(ROOT / "src", work / "src", ignore=ignore)
    shutil.copytree(ROOT / "tests", work / "tests", ignore=ignore)
    shutil.copy(ROOT / "pyproject.toml", work / "pyproject.toml")
    shutil.copy(Path(__file__).with_name("mutation_plugin.py"), work / "mutation_plugin.py")


def result_path(module: str) -> Path:
    """Where a module's results are kept: one file per module, so that runs of different
    modules never touch the same file."""
    return RESULTS / (module.removesuffix(".py") + ".json")


def _load(module: str) -> dict[str, object]:
    path = result_path(module)
    return json.loads(path.read_text()) if path.exists() else {}


def _load_all() -> dict[str, dict[str, object]]:
    return {str(p.relative_to(RESULTS).with_suffix(".py")): json.loads(p.read_text())
            for p in sorted(RESULTS.rglob("*.json"))}


def _git_head() -> str:
    r = subprocess.run(["git", "rev-parse", "--short", "HEAD"], cwd=ROOT, capture_output=True,
                       text=True)
    return r.stdout.strip()


def _source_digest(path: Path) -> str:
    """The digest of a module's source, recorded with its run: the report marks a module whose
    code changed since its last run as stale (its score may no longer hold)."""
    return hashlib.sha256(path.read_bytes()).hexdigest()[:16]


def in_scope() -> list[str]:
    """Every rules module of the scope (rules/, decisions/, state/), measured or not; the
    per-card modules of rules/extensions/ are cards' code, pinned by their cards' tests."""
    return sorted(p.relative_to(PACKAGE).as_posix() for part in SCOPE
                  for p in (PACKAGE / part).glob("*.py") if p.name != "__init__.py")


def stale_modules() -> list[str]:
    """Modules whose source changed since their last run (or whose run recorded no digest)."""
    return [module for module, r in sorted(_load_all().items())
            if r.get("source") != _source_digest(module_path(module))]


def run(module: str, tests: tuple[str, ...], survivors_only: bool, timeout_floor: float,
        confirm: bool = False) -> None:
    path = module_path(module)
    source_digest = _source_digest(path)
    all_mutants = mutants(path, module)
    previous = _load(module)
    todo = all_mutants
    killed_before: set[str] = set()
    if survivors_only:
        if not previous:
            raise SystemExit(f"{module}: no previous run to take survivors from")
        if "killed_changes" not in previous:
            print(f"{module}: the previous run didn't record its kills: every mutant is run",
                  flush=True)
        elif not set(previous.get("tests", [])) <= set(tests):  # type: ignore[call-overload]
            print(f"{module}: tests of the previous run left out: every mutant is run",
                  flush=True)
        else:
            killed_before = set(previous["killed_changes"])  # type: ignore[call-overload]
            # Previous survivors and mutants of lines added or changed since: everything the
            # previous run did not kill.
            todo = [m for m in all_mutants if m.digest() not in killed_before]
    equivalent = _equivalents().get(module, {})
    todo = [m for m in todo if equivalent_reason(equivalent, *m.key(), m.after) is None]
    work = Path(tempfile.mkdtemp(prefix="manastack-mutation-"))
    signal.signal(signal.SIGTERM, lambda *_: sys.exit(1))
    try:
        _copy_tree(work)
        target = work / "src" / "manastack" / module
        original = target.read_text()
        print(f"{module}: {len(all_mutants)} mutants, {len(todo)} to run against "
              f"{len(tests)} test paths", flush=True)
        # The baseline run also records which tests execute each line of the module: a mutant
        # runs against those of its lines (fastest first), and one on a line none of them runs
        # survives without running them.
        cov = _baseline(work, target, tests, module)
        print(f"baseline: {len(cov.tests)} tests, {cov.seconds(list(cov.tests)):.1f}s",
              flush=True)
        status: dict[tuple[int, str, str, str], str] = {}
        run_now = []
        for m in todo:
            if cov.executed(_span(m)):
                run_now.append(m)
            else:
                status[(m.line, *m.key(), m.after)] = "not run"
                print(f"S {module}:{m.line}: {_change(m.mutated)} (not run by the tests)",
                      flush=True)
        if run_now:
            n_runs = sum(len(cov.tests_for(_span(m))) for m in run_now)
            print(f"{len(run_now)} mutants, {n_runs / len(run_now):.0f} of the {len(cov.tests)} "
                  "tests each on average (those that execute the line)", flush=True)
        fast = _fork_results(work, module, original, run_now, cov, timeout_floor) \
            if run_now else {}
        for n, m in enumerate(run_now, 1):
            st = fast.get(n, "error")
            if st in ("error", "timeout") or m.original.lstrip().startswith("@") or \
                    (confirm and st == "survived"):
                # Decided (a mutant the fast runner can't swap in, a decorator changed or
                # removed), confirmed (--confirm) or, for a timeout, rerun with four times the
                # time (a busy machine must not pass for an endless loop) by running the tests
                # in a new process on the mutated file.
                chosen = cov.tests_for(_span(m))
                limit = max(timeout_floor, 3 * cov.seconds(chosen))
                target.write_text(m.source)
                try:
                    st = _run_tests(work, tuple(_files(chosen)),
                                    4 * limit if st == "timeout" else limit,
                                    {"MUTATION_SELECT": str(_write_select(work, n, chosen))})
                finally:
                    target.write_text(original)
            status[(m.line, *m.key(), m.after)] = st
            mark = {"killed": ".", "timeout": "T", "survived": "S"}[st]
            print(mark if st != "survived" else f"\nS {module}:{m.line}: {_change(m.mutated)}",
                  end="" if st != "survived" else "\n", flush=True)
            if n % 50 == 0:
                print(f" {n}/{len(run_now)}", flush=True)
        print(flush=True)
    finally:
        shutil.rmtree(work, ignore_errors=True)
    survivors = [{"line": line, "original": o, "mutant": mu, "after": after,
                  "not_run": st == "not run"}
                 for (line, o, mu, after), st in status.items()
                 if st in ("survived", "not run")]
    # Every mutant is killed, surviving or equivalent (mutants with the same change on two
    # lines count once each way).
    n_equivalent = sum(1 for m in all_mutants
                       if equivalent_reason(equivalent, *m.key(), m.after) is not None)
    killed = max(0, len(all_mutants) - len(survivors) - n_equivalent)
    # A change made on two lines counts as killed only when neither survived.
    surviving = {m.digest() for m in todo
                 if status.get((m.line, *m.key(), m.after)) in ("survived", "not run")}
    killed_changes = sorted(
        ({m.digest() for m in all_mutants if m.digest() in killed_before} |
         {m.digest() for m in todo
          if status.get((m.line, *m.key(), m.after)) in ("killed", "timeout")}) - surviving)
    timeouts = sum(1 for st in status.values() if st == "timeout")
    if survivors_only:
        timeouts += int(previous.get("timeout", 0))  # type: ignore[call-overload]
    out = result_path(module)
    out.parent.mkdir(parents=True, exist_ok=True)
    out.write_text(json.dumps({
        "mutants": len(all_mutants), "killed": killed, "timeout": timeouts,
        "survivors": sorted(survivors, key=lambda s: s["line"]),  # type: ignore[arg-type,return-value]
        "tests": list(tests), "commit": _git_head(), "killed_changes": killed_changes,
        # Every mutant's change, with and without the line above it: which entries of the
        # equivalents still match a mutant (``orphaned_equivalents``).
        "changes": sorted({m.digest() for m in all_mutants} |
                          {m.placed_digest() for m in all_mutants}),
        "source": source_digest,
        "date": datetime.now(UTC).strftime("%Y-%m-%d %H:%M UTC"),
    }, indent=1, sort_keys=True) + "\n")
    _print_orphans([o for o in render() if o[0] == module])


def _score(r: dict[str, object], n_equivalent: int) -> float:
    total = int(r["mutants"]) - n_equivalent  # type: ignore[call-overload]
    return 100.0 * int(r["killed"]) / total if total else 100.0  # type: ignore[call-overload]


def _change(mutated: str) -> str:
    """The mutated text for the report; a removed line (a decorator, say) says so."""
    return f"`{mutated.strip()}`" if mutated.strip() else "(line removed)"


def _print_orphans(orphans: list[tuple[str, str, str, str]], file: TextIO = sys.stdout) -> None:
    if orphans:
        print(f"{len(orphans)} equivalents match no mutant of their module (remove them from "
              f"{EQUIVALENTS.relative_to(ROOT)}):", file=file)
    for module, o, m, after in orphans:
        print(f"  {module}: {o!r} -> {m!r}" + (f" after {after!r}" if after else ""), file=file)


def render() -> list[tuple[str, str, str, str]]:
    """Writes ``docs/mutation.md``; returns the orphaned equivalents (``orphaned_equivalents``),
    which it lists too."""
    results = _load_all()
    equivalents = _equivalents()
    orphans = orphaned_equivalents()
    lines = [
        "# Mutation score of the rules engine",
        "",
        "Generated by `python -m tools.mutation` (see its docstring and the README's development",
        "section); rerun a module with `make mutation MODULE=rules/sba.py`. A mutant is a small",
        "change to one line (mutmut 2); it runs against those of the module's selected tests",
        "that execute its line when run alone (all of them for a line run at import time; none",
        "for a line no selected test executes) and is killed when one of them fails. Results per",
        "module are in `docs/mutation/`.",
        "Score = killed / (mutants - equivalent). Equivalent mutants (no test can tell them from",
        "the original) are listed with their reason in `tools/mutation_equivalents.toml`.",
        "",
        "A module whose source changed since its run is marked *stale*: rerun it",
        "(`--survivors` runs the mutants of its new and changed lines besides the survivors).",
        "",
        "| module | mutants | killed | equivalent | survived | score | run at |",
        "| --- | ---: | ---: | ---: | ---: | ---: | --- |",
    ]
    stale = set(stale_modules())
    for module in sorted(results):
        r = results[module]
        eq = equivalents.get(module, {})
        surv = [s for s in r["survivors"]  # type: ignore[attr-defined]
                if equivalent_reason(eq, s["original"], s["mutant"], s.get("after", "")) is None]
        n_eq = int(r["mutants"]) - int(r["killed"]) - len(surv)  # type: ignore[call-overload]
        lines.append(f"| `{module}` | {r['mutants']} | {r['killed']} | {n_eq} | {len(surv)} | "
                     f"{_score(r, n_eq):.1f}% | {r['commit']} {r['date']}"
                     + (" *stale* |" if module in stale else " |"))
    unmeasured = [m for m in in_scope() if m not in results]
    if unmeasured:
        lines += ["", "Not run yet (no score): "
                  + ", ".join(f"`{m}`" for m in unmeasured) + "."]
    if orphans:
        lines += ["", "Equivalents that match no mutant of their module's current source "
                  "(remove them from `tools/mutation_equivalents.toml`):", ""]
        lines += [f"* `{module}`: `{o}` → {_change(m)}" + (f" (after `{after}`)" if after else "")
                  for module, o, m, after in orphans]
    for module in sorted(results):
        r = results[module]
        eq = equivalents.get(module, {})
        lines += ["", f"## `{module}`", "",
                  "Tests: " + ", ".join(f"`{t}`" for t in r["tests"]) + ".",  # type: ignore[attr-defined]
                  ""]
        surv = [s for s in r["survivors"]  # type: ignore[attr-defined]
                if equivalent_reason(eq, s["original"], s["mutant"], s.get("after", "")) is None]
        if surv:
            lines += ["Survivors:", ""]
            for s in surv:
                lines.append(f"* `src/manastack/{module}:{s['line']}`: "
                             f"`{s['original'].strip()}` → {_change(s['mutant'])}"
                             + (" (a line the selected tests never run)"
                                if s.get("not_run") else ""))
            lines.append("")
        if eq:
            lines += ["Equivalent:", ""]
            for (o, m, after), reason in sorted(eq.items()):
                where = f" (after `{after}`)" if after else ""
                lines.append(f"* `{o}` → {_change(m)}{where}: {reason}")
            lines.append("")
    REPORT.write_text("\n".join(lines).rstrip("\n") + "\n")
    return orphans


def main(argv: list[str] | None = None) -> None:
    ap = argparse.ArgumentParser(prog="python -m tools.mutation", description=__doc__,
                                 formatter_class=argparse.RawDescriptionHelpFormatter)
    sub = ap.add_subparsers(dest="cmd", required=True)
    r = sub.add_parser("run", help="mutate one module and run its selected tests")
    r.add_argument("module", help="path under src/manastack, e.g. rules/sba.py")
    r.add_argument("--tests", nargs="+", help="test paths instead of the module's selection")
    r.add_argument("--survivors", action="store_true", help="only the last run's survivors")
    r.add_argument("--timeout", type=float, default=10.0, help="least seconds per mutant")
    r.add_argument("--confirm", action="store_true",
                   help="rerun each survivor in a new process on the mutated file")
    t = sub.add_parser("tests", help="print the tests selected for a module")
    t.add_argument("module")
    sub.add_parser("report", help="render docs/mutation.md from docs/mutation/ and list the "
                   "equivalents that match no mutant")
    sub.add_parser("stale", help="list the modules whose source changed since their run "
                   "(and, on stderr, the equivalents that match no mutant)")
    a = ap.parse_args(argv)
    if a.cmd == "run":
        module = str(module_path(a.module).relative_to(PACKAGE))
        run(module, tuple(a.tests) if a.tests else selected_tests(module), a.survivors,
            a.timeout, a.confirm)
    elif a.cmd == "tests":
        module = str(module_path(a.module).relative_to(PACKAGE))
        print("\n".join(selected_tests(module)))
    elif a.cmd == "stale":
        # The modules on stdout, one a line; the orphaned equivalents on stderr.
        print("\n".join(stale_modules()))
        _print_orphans(orphaned_equivalents(), sys.stderr)
    else:
        _print_orphans(render())


if __name__ == "__main__":
    main()
