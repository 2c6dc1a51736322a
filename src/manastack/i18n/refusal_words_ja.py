"""The refusals of ``manastack.i18n.refusal_words`` in Japanese: the same keys as its English
table, game terms in the glossary's words (``data/glossary-ja.tsv``)."""

from __future__ import annotations

REFUSALS_JA: dict[str, str] = {
    "game_over": "ゲームは終了しています",
    "no_player": "そのようなプレイヤーはいません：{player}",
    "player_left": "{player}はゲームから離れています",
    "not_your_decision": "いまは{deciding}の決定（{kind}）で、{player}の決定ではありません",
    "not_an_action": "行動ではありません：{action}",
    "illegal_for": "{kind}に対して不適正な行動（{action}）です：{reason}",
    "not_legal_answer": "適正な答えのいずれでもありません",
    "cannot_complete": "それは適正に完了できません：{reason}",
    "object": "オブジェクト{oid}",
    "unseen": "非公開のカード",
    "face_down_spell": "裏向きの呪文",
    "face_down_permanent": "裏向きのパーマネント",
    "face_down_card": "裏向きのカード",
    "no_object": "ゲームにオブジェクト{oid}はありません",
    "in_your": "あなたの{zone}",
    "in_players": "{player}の{zone}",
    "on_battlefield": "戦場",
    "on_stack": "スタック",
    "in_exile": "追放領域",
    "in_command": "統率領域",
    "in_zone": "{zone}",
    "not_priority_answer": "{action}は優先権に対する答えではありません：パスする、土地をプレイ"
                           "する、呪文を唱える、能力を起動する、特別な処理を行う、のいずれか"
                           "です（CR 117.1）",
    "cannot_take_now": "いまそれを行うことはできません",
    "not_attack_answer": "{action}は攻撃クリーチャーの指定に対する答えではありません：攻撃"
                         "クリーチャーを指定する、完了する、やり直す、のいずれかです"
                         "（CR 508.1）",
    "not_block_answer": "{action}はブロック・クリーチャーの指定に対する答えではありません："
                        "ブロック・クリーチャーを指定する、完了する、やり直す、のいずれかです"
                        "（CR 509.1）",
    "mana_restricted": "{what}のマナは{only}にのみ使用できます。いま支払っているのはそのための"
                       "ものではありません（CR 106.6）",
    "mana_not_spendable": "{what}のそのマナは、生み出すことも残りの支払いに使うこともできません"
                          "（CR 601.2g-h, 605.3）",
    "not_legal_answer_to": "その{action}は{kind}に対する適正な答えではありません",
    "not_an_answer_to": "{action}は{kind}に対する答えではありません。答えは{kinds}です",
    "not_your_turn": "あなたのターンではありません",
    "not_main_phase": "あなたのメイン・フェイズではありません（いまは{step}です）",
    "stack_not_empty": "スタックが空ではありません",
    "land_unseen": "それは{unseen}です：あなたはそれをプレイできません（CR 305.1, 401.2）",
    "land_not_in_hand": "{what}は{where}にあり、あなたの手札にはありません（CR 305.1）",
    "land_not_land": "{what}は土地ではありません：それはプレイするのではなく唱えるものです"
                     "（CR 305.1, 601.2）",
    "land_timing": "土地をプレイできるのは、あなたのメイン・フェイズでスタックが空である間だけ"
                   "です：{timing}（CR 305.1）",
    "land_played": "あなたはこのターンにすでに{n}枚の土地をプレイしています（CR 305.2）",
    "land_not_now": "{what}はいまプレイできません（CR 305.1）",
    "cast_not_card": "{what}はカードではありません：唱えられるのはカードだけです（CR 601.2a）",
    "cast_from_here": "{what}は{where}にあります：それは唱えられません（CR 601.2a）",
    "cast_unseen": "それは{unseen}です：あなたはそれを唱えられません（CR 601.2a, 401.2）",
    "cast_others_card": "{what}は{where}にあります：他のプレイヤーのカードをそこから唱えることを"
                        "許すものはありません（CR 601.2a, 601.3）",
    "cast_no_method": "{method}という呪文の唱え方はありません。唱え方は{ways}です",
    "cast_not_from_zone": "{what}は{where}にあります：それをそこから唱えることを許すものはあり"
                          "ません（CR 601.2a, 601.3）",
    "cast_method_zone": "{what}は{where}にあります：{method}で唱えられるのは{zones}からです"
                        "（CR 601.2a, 601.3）",
    "cast_others_commander": "{what}は{player}の統率者です：それを統率領域から唱えられるのは"
                             "そのオーナーだけです（CR 903.8）",
    "cast_no_keyword": "{what}は{keyword}を持っていません：その方法では唱えられません"
                       "（CR 601.2a, 702）",
    "cast_land": "{what}は土地です：それは唱えるのではなくプレイするものです（CR 305.9）",
    "cast_not_allowed": "{what}はいま{method}で唱えられません：その方法で唱えることを許すものが"
                        "ありません（CR 601.2a, 118.9）",
    "cast_timing": "{what}を唱えられるのは、あなたのメイン・フェイズでスタックが空である間だけ"
                   "です（インスタントではなく、瞬速も持っていません）：{timing}"
                   "（CR 117.1a, 307.1）",
    "cast_cost": "{what}はいまその方法では唱えられません：その総コスト{tax}を支払えません"
                 "（CR 601.2f-h, 601.2e）",
    "cast_mana": "{what}はいまその方法では唱えられません：それに使えるマナでは総コスト"
                 "{cost}{tax}を支払えません（CR 601.2f-h, 106.6）",
    "cast_no_target": "{what}はいま唱えられません：それが必要とする対象に適正な選択肢が"
                      "ありません（CR 601.2c, 601.2e）",
    "cast_no_mode": "{what}はいま唱えられません：モードを{n}個選ばなければなりませんが、"
                    "適正な対象を選べるモードは{ok}個しかありません（CR 601.2b-c, 700.2a）",
    "commander_tax": "（統率領域から唱えた回数に応じた統率者税{{{tax}}}を含む。CR 903.8）",
    "nothing": "",
    "ability_unseen": "それは{unseen}です：あなたはその能力を起動できません（CR 602.2, 401.2）",
    "ability_controller": "{what}は{player}がコントロールしています：パーマネントの能力を起動"
                          "できるのはそのコントローラーだけです（CR 602.2）",
    "ability_owner": "{what}のオーナーは{player}です：そこでその能力を起動できるのはそのオーナー"
                     "だけです（CR 602.2）",
    "no_ability_number": "{what}には{index}番の能力はありません",
    "not_activated": "{what}の{index}番の能力は起動型能力ではありません（CR 602.1）",
    "ability_zone": "{what}のその能力は{zone}で機能しますが、{what}は{where}にあります"
                    "（CR 113.6）",
    "phased_out": "{what}はフェイズ・アウトしています：それは存在しないものとして扱われます"
                  "（CR 702.26b）",
    "ability_sorcery": "{what}のその能力はソーサリーとしてのみ起動できます：{timing}"
                       "（CR 602.5d, 606.3）",
    "loyalty_used": "このターン、{what}の忠誠度能力はすでに起動されています（CR 606.3）",
    "once_each_turn": "{what}のその能力は各ターンに１回しか起動できません（CR 602.5b）",
    "activation_forbidden": "{name}という名前の発生源の起動型能力は起動できません（CR 602.5）",
    "ability_coven": "{what}のその能力は、あなたがパワーが異なる３体以上のクリーチャーを"
                     "コントロールしていなければ起動できません（集会。CR 602.5b）",
    "ability_restriction": "{what}のその能力には「起動は…のみ」という制限があり、それを満たして"
                           "いません（CR 602.5b）",
    "tap_cost_tapped": "{what}はタップ状態です：その{{T}}のコストを支払えません"
                       "（CR 602.5a, 118.3）",
    "tap_cost_sick": "{what}はあなたの直近のターンの開始時からあなたのコントロール下にあり続けて"
                     "いません：その{{T}}のコストを支払えません（CR 302.6）",
    "ability_no_target": "{what}のその能力には選べる適正な対象がありません"
                         "（CR 602.2b, 601.2c, 601.2e）",
    "mana_not_made": "{what}のその能力は{mana}を加えられません：加えるのは{offered}です"
                     "（CR 605.3b）",
    "ability_cost": "{what}のその能力はいま起動できません：そのコストを支払えません"
                    "（CR 602.2b, 601.2g-h, 118.3）",
    "ability_life": "{what}のその能力はいま起動できません：{amount}点のライフを支払うには"
                    "ライフ総量が{amount}点以上必要ですが、{whose}は{life}点です（{rule}）",
    "ability_mana": "{what}のその能力はいま起動できません：それに使えるマナでは{cost}を"
                    "支払えません（CR 602.2b, 601.2g-h, 106.6）",
    "nothing_declared": "まだ何も指定されていません：やり直すものはありません",
    "attack_not_legal": "この攻撃はこのままでは適正ではありません：可能なら攻撃しなければならない"
                        "クリーチャーが攻撃していないか、制限が破られています（CR 508.1c-d）",
    "attack_requirement": "この攻撃はこのままでは適正ではありません：{what}は可能なら攻撃しなければ"
                          "ならず、攻撃できます（CR 508.1d）",
    "blocks_menace": "このブロックはこのままでは適正ではありません：{attacker}は威迫を持ち、"
                     "それをブロックしているのは{what}だけです。2体以上のクリーチャーでしか"
                     "ブロックされません（CR 702.111b）",
    "blocks_lure": "このブロックはこのままでは適正ではありません：{what}は{attacker}をブロック"
                   "できます。それはブロックできるすべてのクリーチャーがブロックしなければ"
                   "なりません（CR 509.1c）",
    "blocks_requirement": "このブロックはこのままでは適正ではありません：{what}は可能なら"
                          "ブロックしなければならず、ブロックできます（CR 509.1c）",
    "blocks_not_legal": "このブロックはこのままでは適正ではありません：可能ならブロックしなければ"
                        "ならないクリーチャーがブロックしていないか、威迫などの制限が破られて"
                        "います（CR 509.1b-c）",
    "no_special_action": "{kind}という特別な処理はありません。特別な処理は{kinds}です"
                         "（CR 116.2）",
    "special_not_permanent": "{what}はパーマネントではありません：それは{where}にあります",
    "special_controller": "{what}は{player}がコントロールしています（CR 116.2b）",
    "face_up_already": "{what}はすでに表向きです（CR 702.37e）",
    "morph_cost": "{what}はいま表向きにできません：その変異コストを支払えません（CR 702.37e）",
    "not_creature_on_battlefield": "{what}は戦場にあるクリーチャーではありません（CR {rule}）",
    "attacker_controller": "{what}は{player}がコントロールしています（CR 508.1a）",
    "already_attacking": "{what}はすでに攻撃クリーチャーとして指定されています（CR 508.1a）",
    "defender_left": "{player}はゲームから離れています：クリーチャーは対戦相手を攻撃します"
                     "（CR 508.1b, 506.2）",
    "defender_not_opponent": "{player}はあなたの対戦相手ではありません：クリーチャーは対戦相手"
                             "を攻撃します（CR 508.1b, 506.2）",
    "cant_be_attacked": "{what}は攻撃できません：クリーチャーが攻撃するのは、対戦相手か、対戦"
                        "相手がコントロールするプレインズウォーカーかバトルです（CR 508.1b）",
    "attacker_tapped": "{what}はタップ状態です：タップ状態のクリーチャーは攻撃できません"
                       "（CR 508.1a）",
    "attacker_sick": "{what}はあなたの直近のターンの開始時からあなたのコントロール下にあり続けて"
                     "いません（CR 302.6, 508.1a）",
    "attacker_defender": "{what}は防衛を持っています：それは攻撃できません（CR 702.3b）",
    "attacker_cant_attack": "{what}は攻撃できません：効果によって禁止されています（CR 508.1c）",
    "attacker_not_that_player": "{what}は{player}やそのプレインズウォーカーを攻撃できません："
                                "効果によって禁止されています（CR 508.1c）",
    "attacker_unless": "{what}は{player}を攻撃できません：それ自身の能力により、そのプレイヤーが"
                       "条件を満たすときにしか攻撃できません（CR 508.1c）",
    "attack_restricted": "{what}は今そのように攻撃できません：それとともに指定された攻撃では"
                         "適正な指定になりません（要求か制限。CR 508.1c-d）",
    "blocker_controller": "{what}はあなたではなく{player}がコントロールしています（CR 509.1a）",
    "not_attacking": "{attacker}は攻撃していません（CR 509.1a）",
    "attacking_another": "{attacker}は他のプレイヤーかそのプレインズウォーカーを攻撃しています："
                         "あなたがブロックできるのは、あなたかあなたのプレインズウォーカーを"
                         "攻撃しているクリーチャーだけです（CR 509.1a, 802.4a）",
    "blocker_tapped": "{what}はタップ状態です：タップ状態のクリーチャーはブロックできません"
                      "（CR 509.1a）",
    "already_blocking": "{what}はすでにブロックしています（CR 509.1a）",
    "attacker_flying": "{attacker}は飛行を持っています：それをブロックできるのは飛行か到達を持つ"
                       "クリーチャーだけです（CR 702.9b）",
    "attacker_unblockable": "{attacker}はブロックされません（CR 509.1b）",
    "blocker_cant_block": "{what}はブロックできません：効果によって禁止されています（CR 509.1b）",
    "blocker_decayed": "{what}は腐乱を持っています：腐乱を持つクリーチャーはブロックできません"
                       "（CR 702.147a）",
    "attacker_landwalk": "{attacker}は土地渡りを持ち、あなたはその土地タイプの土地をコントロール"
                         "しています：それはブロックされません（CR 702.14c）",
    "attacker_fear": "{attacker}は畏怖を持っています：それをブロックできるのはアーティファクト・"
                     "クリーチャーか黒のクリーチャーだけです（CR 702.36b）",
    "attacker_skulk": "{attacker}は潜伏を持っています：それより大きいパワーを持つクリーチャーは"
                      "それをブロックできません（CR 702.118b）",
    "blocker_only": "{what}は{by}一部のクリーチャーしかブロックできず、{attacker}はそれに"
                    "含まれません（CR 509.1b）",
    "attacker_only_by": "{attacker}は{by}一部のクリーチャーでしかブロックされず、{what}は"
                        "それに含まれません（CR 509.1b）",
    "attacker_not_by": "{attacker}は{by}{what}によってはブロックされません（CR 509.1b）",
    "by_ability_of": "{source}の能力により",
    "by_its_own_ability": "",
    "attacker_protection": "{attacker}は{what}の持つ特性からのプロテクションを持っています：{what}は"
                           "それをブロックできません（CR 702.16f）",
    "block_restricted": "{what}は今{attacker}をブロックできません：それとともに指定された"
                        "ブロック・クリーチャーでは適正な指定になりません（威迫か、他の要求や"
                        "制限。CR 509.1b-c）",
    "not_a_choice": "{shown}は{what}ではありません。選択肢は{listed}{more}です{why}",
    "a_legal_target": "適正な対象",
    "a_mode": "選べるモード",
    "a_value_of_x": "Xが取れる値",
    "one_of_the_choices": "選択肢のいずれか",
    "and_more": "、ほか{n}個",
    "then_why": "。{why}",
    "option": "{value}（{name}）",
    "already_chosen": "{what}はすでに選ばれています（CR 608.2d）",
    "same_power": "{what}のパワーは{power}で、すでに選ばれた{other}と同じです：選ぶものはそれぞれ"
                  "パワーが異なります（CR 608.2d）",
    "power_left": "{what}のパワーは{power}で、認められたパワーの合計の残り{left}より大きいです"
                  "（CR 608.2d）",
    "same_owner": "{what}は{player}のもので、すでに選ばれた{other}と同じです：選ぶものはそれぞれ"
                  "オーナーが異なります（CR 608.2d）",
    "no_mode": "モード{value}はありません：モードは0から{last}までです（CR 700.2）",
    "mode_chosen": "モード{value}はすでに選ばれています：各モードは１回だけ選べます"
                   "（CR 700.2d）",
    "mode_no_target": "モード{value}には対象が必要ですが、選べる対象がありません"
                      "（CR 700.2a, 601.2c）",
    "cannot_pay_now": "{player}はいまコスト「{cost}」を支払えません：コストは、それを完全に支払うための"
                      "資源がなければ支払えません（CR 118.3）",
    "x_negative": "Xを負の数にすることはできません（CR 107.1b）",
    "x_unpaid": "Xが{x}ならその総コストは{cost}になり、それに使えるマナでは支払えません"
                "（CR 107.3a, 601.2f-h）",
    "cannot_pay_times": "{player}はいま{cost}を最大{most}回までしか支払えません：コストは、"
                        "それを完全に支払うための資源がなければ支払えません（CR 118.3）",
    "not_looked_at": "{what}は{where}にあり、あなたが見ているカードの中にはありません"
                     "（CR 608.2d）",
    "not_the_kind_looked_for": "{what}は効果が指定する種類のカードではありません（CR 608.2d）",
    "not_in_searched_library": "{what}は{where}にあり、探しているライブラリーにはありません"
                               "（CR 701.23a）",
    "already_found": "{what}はすでに見つけています（CR 701.23a）",
    "not_the_kind_searched_for": "{what}は探している種類のカードではありません（CR 701.23a）",
    "token_name": "{shown}はトークン（{token}）の名前で、カードの名前ではありません：選ぶ名前は"
                  "カードの名前で、トークンの名前は同じ名前のカードがある場合にだけ選べます"
                  "（CR 201.4）",
    "card_name_written": "{shown}はカードの名前の書き方と異なります：その名前は、カード・"
                         "リファレンスにある英語の名前の{names}です（CR 201.2, 201.4）",
    "no_card_named": "{shown}という名前のカードはありません（CR 201.4）",
    "not_a_color": "{shown}は色ではありません：選ぶ色は５色のうちの１つです（CR 105.4）",
    "color_written": "{shown}は色{color}の書き方と異なります（CR 105.1）",
    "color_japanese": "{shown}は色{color}の日本語の名前です：色は英語の名前で選びます"
                      "（CR 105.1）",
    "not_a_color_at_all": "{shown}は色ではありません。５色は{colors}です（CR 105.1）",
    "type_excluded": "{shown}はクリーチャー・タイプですが、この選択では除かれています（カードが"
                     "禁止しているか、異ならなければならないものです）",
    "type_written": "{shown}はクリーチャー・タイプ{alike}の書き方と異なります（CR 205.3m）",
    "type_japanese": "{shown}はクリーチャー・タイプ{alike}の日本語の名前です：クリーチャー・"
                     "タイプは英語の名前で選びます（CR 205.3m）",
    "type_several": "{shown}は複数のクリーチャー・タイプ（{types}）です：選ぶのはクリーチャー・"
                    "タイプ１つだけです（CR 205.3e, 205.3m）",
    "type_artifact": "{shown}はアーティファクトのサブタイプで、クリーチャー・タイプではありません"
                     "（CR 205.3g, 205.3e）",
    "type_enchantment": "{shown}はエンチャントのサブタイプで、クリーチャー・タイプではありません"
                        "（CR 205.3h, 205.3e）",
    "type_planeswalker": "{shown}はプレインズウォーカーのサブタイプで、クリーチャー・タイプでは"
                         "ありません（CR 205.3j, 205.3e）",
    "type_spell": "{shown}はインスタントとソーサリーのサブタイプで、クリーチャー・タイプでは"
                  "ありません（CR 205.3k, 205.3e）",
    "type_land": "{shown}は土地タイプで、クリーチャー・タイプではありません"
                 "（CR 205.3i, 205.3m）",
    "type_card": "{shown}はカード・タイプで、クリーチャー・タイプではありません"
                 "（CR 205.2a, 205.3m）",
    "type_super": "{shown}は特殊タイプで、クリーチャー・タイプではありません"
                  "（CR 205.4a, 205.3m）",
    "type_not_creature": "{shown}はクリーチャー・タイプではありません（CR 205.3m）",
    "paid_already": "{what}は、このコストを支払うためにすでに選ばれています：各オブジェクトは"
                    "これを１回だけ支払います（CR 601.2h）",
    "cost_zone": "{what}は{where}にあります：このコストを支払うために{done}てよいのは、あなたの"
                 "{zone}にあるカードだけです（CR 601.2h）",
    "cost_not_permanent": "{what}は{where}にあり、パーマネントではありません：このコストを"
                          "支払うために{done}てよいのは、あなたがコントロールしているパーマネント"
                          "だけです（CR {rule}）",
    "cost_controller": "{what}は{player}がコントロールしています：このコストを支払うために"
                       "{done}てよいのは、あなたがコントロールしているパーマネントだけです"
                       "（CR {rule}）",
    "cost_tapped": "{what}はすでにタップ状態です：タップ状態のパーマネントはコストを支払うために"
                   "タップできません（CR 118.3）",
    "cost_description": "{what}は{label}に合いません（CR 601.2h, 602.2b）",
    "target_itself": "{what}はこの呪文や能力そのものです：スタック上の呪文や能力は、それ自身の"
                     "適正な対象ではありません（CR 115.5）",
    "target_chosen": "{what}はすでにこの対象に選ばれています：オブジェクトやプレイヤーは「対象」"
                     "という語１つにつき１回選ばれます（CR 115.3, 601.2c）",
    "target_other_chosen": "{what}はすでに別の対象に選ばれていて、この対象はそれと異ならなければ"
                           "なりません（CR 115.3）",
    "target_description": "{what}は{label}に合いません（CR 115.1）",
    "player_shroud": "{what}は被覆を持っています（CR 702.18a）",
    "player_hexproof": "{what}は呪禁を持っています（CR 702.11c）",
    "shroud": "{what}は被覆を持っています：それは呪文や能力の対象になりません（CR 702.18a）",
    "hexproof": "{what}は呪禁を持っています：それはあなたの対戦相手がコントロールする呪文や能力の"
                "対象になりません（CR 702.11b）",
    "hexproof_from": "{what}は{quality}からの呪禁を持っています（CR 702.11d）",
    "protection": "{what}はプロテクション（{quality}）を持っています（CR 702.16b）",
    "cannot_pay": "{cost}を支払えません",
    "no_counter_to_remove": "取り除ける{counter}が残っていません",
    "not_an_activated_ability": "起動型能力ではありません",
    "no_additional_cost": "支払える追加コストがありません",
    "no_legal_target": "必要な対象に適正な対象がありません",
    "cannot_pay_mana_ability": "マナ能力を起動するための{cost}を支払えません",
}
