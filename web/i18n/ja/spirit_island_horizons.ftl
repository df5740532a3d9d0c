# ホライズンズ・オブ・スピリットアイランド：島（土地名・地形・コマ）、ボード、準備画面、終了画面、
# エンジンが出すログ・案内・拒否・選択肢のメッセージ。

horizons-island-aria =
    { $count ->
       *[other] 島：ボード{ $boards }
    }
horizons-land-name = { $board }{ $number }
horizons-land-aria = 土地{ $name }、{ $terrain }、{ $where }：{ $pieces }
horizons-land-coastal = 沿岸
horizons-land-inland = 内陸
horizons-land-empty = コマなし
horizons-terrain-jungle = ジャングル
horizons-terrain-mountain = 山
horizons-terrain-sands = 砂漠
horizons-terrain-wetland = 湿地
horizons-piece-explorer =
    { $count ->
       *[other] 探検家{ $count }個
    }
horizons-piece-town =
    { $count ->
       *[other] 町{ $count }個
    }
horizons-piece-city =
    { $count ->
       *[other] 都市{ $count }個
    }
horizons-piece-dahan =
    { $count ->
       *[other] ダハン{ $count }個
    }
horizons-piece-blight =
    { $count ->
       *[other] 荒廃{ $count }個
    }
horizons-piece-presence =
    { $count ->
       *[other] { $spirit }の存在{ $count }個
    }
horizons-piece-sacred_site = { $pieces }（聖地）
horizons-piece-defend = 防御{ $count }
horizons-piece-damaged = { $pieces }（{ $count }個がダメージを受けている）
horizons-spirit-seat = 精霊{ $n }
tip-spirit_island_horizons = ヒント：土地をタップすると詳細が表示されます。光っている土地ではタップが操作になるため、指で長押ししてください（マウスの右ボタンやIキーでも表示できます）。カードを読むときも長押ししてください（マウスの右ボタンでも、キーボードではカードに合わせてIキーでも表示できます）。島の拡大・縮小は2本指、マウスホイール、または＋と−のボタンで行えます。
horizons-zoom-controls = 島の拡大・縮小
horizons-zoom-in = 島を拡大
horizons-zoom-out = 島を縮小
horizons-zoom-fit = 島全体を表示
horizons-legend-aria = 島にある各精霊の存在
horizons-details-aria = 土地{ $land }の詳細
horizons-details-where = ボード{ $board }、土地{ $number }：{ $terrain }、{ $where }
horizons-details-close = 土地{ $land }の詳細を閉じる
horizons-details-kind = { $pieces }：{ $damage }
horizons-details-undamaged = { $count }個はダメージなし
horizons-details-damage =
    { $count ->
       *[other] { $count }個が{ $damage }ダメージ
    }
horizons-details-empty = コマなし
game-spirit_island_horizons-name = ホライズンズ・オブ・スピリットアイランド
game-spirit_island_horizons-tagline = 1〜3体の精霊で協力し、存在を広げ、パワーを使い、荒廃が島を覆う前に侵略者を恐怖で島から追い払いましょう。
options-spirit_island_horizons-board = 島ボード（ソロゲーム）
options-spirit_island_horizons-board-G = ボードG
options-spirit_island_horizons-board-H = ボードH
options-spirit_island_horizons-board-help = ソロゲーム専用：2人用の面のうちこのボードを島とし、もう一方のボードは使いません。精霊2体ではボードGとH、3体ではG・H・Bを使います。
options-spirit_island_horizons-stage2_special = 段階IIの追加の町
options-spirit_island_horizons-stage2_special-true = あり
options-spirit_island_horizons-stage2_special-true-about = その効果を持つ段階IIのカードが初めてめくられたとき、各ボードに町を1個置きます。
options-spirit_island_horizons-stage2_special-false = なし（易しいゲーム）
options-spirit_island_horizons-stage2_special-help = 段階IIの侵略者カードの多くは、初めてめくられたとき、町のない土地に町を1個追加します。
seatfield-spirit_island_horizons-spirit = 精霊
seatfield-spirit_island_horizons-spirit-fathomless_mud_of_the_swamp = 沼の底なし泥
seatfield-spirit_island_horizons-spirit-fathomless_mud_of_the_swamp-about = 遅いが粘り強い精霊。湿地に広がり、聖地のある土地での建設を探検家だけに変え、恐怖とダメージで侵略者を沈めます。
seatfield-spirit_island_horizons-spirit-sun_bright_whirlwind = 陽光の旋風
seatfield-spirit_island_horizons-spirit-sun_bright_whirlwind-about = 素早く遠くまで届く精霊。存在を増やすたびに探検家かダハンを1個吹き飛ばせ、パワーで侵略者を動かし、仲間に速さを与えます。
seatfield-spirit_island_horizons-spirit-devouring_teeth_lurk_underfoot = 足元に潜む貪る牙
seatfield-spirit_island_horizons-spirit-devouring_teeth_lurk_underfoot-about = 荒々しく飢えた精霊。ダメージを与えるパワーはすべて1多く噛みつきます。自分の土地の下に潜み、存在を引き寄せ、侵略者をそのまま貪ります。
seatfield-spirit_island_horizons-spirit-eyes_watch_from_the_trees = 木々から見つめる眼
seatfield-spirit_island_horizons-spirit-eyes_watch_from_the_trees-about = 油断のない守護者。土地を1つ防御するとダハンがそこに集まり、即効の生来のパワーで侵略者の計画を台無しにします。
seatfield-spirit_island_horizons-spirit-rising_heat_of_stone_and_sand = 石と砂より立ち昇る熱
seatfield-spirit_island_horizons-spirit-rising_heat_of_stone_and_sand-about = 灼熱の精霊。聖地にいる侵略者は弱まり、その熱で蹂躙と建設の力を削ぎます。
end-reason-spirit_island_horizons-victory_terror1_no_invaders = 恐怖レベルI：島に侵略者が残っていません。
end-reason-spirit_island_horizons-victory_terror2_no_towns_or_cities = 恐怖レベルII：島に町も都市も残っていません。
end-reason-spirit_island_horizons-victory_terror3_no_cities = 恐怖レベルIII：島に都市が残っていません。
end-reason-spirit_island_horizons-victory_terror4_fear_deck_empty = 最後の恐怖カードを獲得しました。侵略者は島から逃げ去ります。
end-reason-spirit_island_horizons-victory_sacrificial = 勝利と敗北が同時に起きました。犠牲を払った勝利です。
end-reason-spirit_island_horizons-loss_blight_pool_empty = 荒廃プールが尽きました。島は荒廃に覆われました。
end-reason-spirit_island_horizons-loss_spirit_without_presence = 島に存在が残っていない精霊がいます。
end-reason-spirit_island_horizons-loss_invader_deck_empty = 侵略者カードをめくる必要がありましたが、侵略者デッキが尽きていました。
end-hz-sheet = 結果表
end-hz-outcome = 結果
end-hz-won = 勝利
end-hz-lost = 敗北
end-hz-reason = 理由
end-hz-round = ラウンド
end-hz-terror = 恐怖レベル
end-hz-blight_left = 荒廃プールの残り
end-hz-fear_cards_left = 恐怖カードデッキの残り
horizons-piece-one-explorer = 探検家1個
horizons-piece-one-town = 町1個
horizons-piece-one-city = 都市1個
horizons-piece-one-dahan = ダハン1個
horizons-piece-one-blight = 荒廃1個
horizons-piece-one-presence = 存在1個
horizons-piece-plural-explorer = 探検家
horizons-piece-plural-town = 町
horizons-piece-plural-city = 都市
horizons-piece-plural-dahan = ダハン
horizons-piece-plural-blight = 荒廃
horizons-piece-plural-presence = 存在
horizons-piece-kind-explorer = 探検家
horizons-piece-kind-town = 町
horizons-piece-kind-city = 都市
horizons-piece-kind-dahan = ダハン
horizons-piece-kind-blight = 荒廃
horizons-piece-kind-presence = 存在
horizons-piece-kind-defend = 防御
horizons-piece-taken =
    { $count ->
       *[other] { $count }ダメージ
    }
horizons-piece-choice = { $land }の{ $piece }
horizons-piece-choice-hurt = { $land }の{ $piece }（{ $count }ダメージ）
horizons-element-sun = 太陽
horizons-element-moon = 月
horizons-element-fire = 火
horizons-element-air = 風
horizons-element-water = 水
horizons-element-earth = 大地
horizons-element-plant = 植物
horizons-element-animal = 動物
horizons-element-count = { $element }{ $count }
horizons-roman-1 = I
horizons-roman-2 = II
horizons-roman-3 = III
horizons-roman-4 = IV
horizons-invader-card = 段階{ $stage }：{ $terrains }
horizons-invader-coastal = 沿岸の土地
horizons-invader-none = なし
horizons-deck-minor = マイナーパワー
horizons-deck-major = メジャーパワー
horizons-deck-unique = 固有パワー
horizons-track-energy = エナジートラック
horizons-track-card_plays = カードプレイ数トラック
horizons-phase-spirit = 精霊フェイズ
horizons-phase-fast = 即効パワーフェイズ
horizons-phase-invader = 侵略者フェイズ
horizons-phase-slow = 遅効パワーフェイズ
horizons-phase-time = 時の経過
horizons-phase-over = ゲーム終了
horizons-tracker-round = ラウンド{ $round }
horizons-tracker-spirit = 精霊
horizons-tracker-fast = 即効
horizons-tracker-invader = 侵略者
horizons-tracker-slow = 遅効
horizons-tracker-time = 時の経過
horizons-tracker-step-growth = 成長
horizons-tracker-step-cards = エナジーとカード
horizons-tracker-step-fear = 恐怖
horizons-tracker-step-ravage = 蹂躙
horizons-tracker-step-build = 建設
horizons-tracker-step-explore = 探索
horizons-tracker-step-advance = 移動
horizons-speed-fast = 即効
horizons-speed-slow = 遅効
horizons-nothing = なし
horizons-speed-word-fast = 即効
horizons-speed-word-slow = 遅効
horizons-verb-destroy = 破壊する
horizons-verb-remove = 取り除く
horizons-verb-downgrade = 格下げする
horizons-verb-replace = 置き換える
horizons-verb-push = 押し出す
horizons-verb-gather = 集める
horizons-verb-carry = 運ぶ
horizons-effect-kind-range = 精霊のパワーの射程が増える
horizons-effect-kind-furious_might = 次にダメージを与えるパワーのダメージ+3
horizons-effect-kind-hasten = 押し出すか集める遅効カード1枚を即効として使える
horizons-effect-kind-hastened = 遅効カードを即効として使った
horizons-effect-kind-dahan_health = ダハンの体力+4
horizons-effect-kind-no_blight = 荒廃を追加できない
horizons-effect-kind-dahan_unharmed = ダハンはダメージと破壊の効果を受けない
horizons-effect-kind-vengeance = 死者が復讐する
horizons-effect-kind-powerstorm = パワーカードを繰り返し使える
horizons-effect-kind-skip = 侵略者のアクションをスキップ
horizons-effect-kind-no_action = 侵略者のアクションを1つ阻止
horizons-effect-kind-at_time_passes = 時の経過にプレイしたカードを1枚回収できる
horizons-board-aria = ホライズンズ・オブ・スピリットアイランドのゲーム
horizons-board-round = ラウンド{ $round }
horizons-board-invaders = 侵略者
horizons-board-space-ravage = 蹂躙
horizons-board-space-build = 建設
horizons-board-space-explore = 探索
horizons-board-invader_deck =
    { $count ->
       *[other] 残り{ $count }枚
    }
horizons-board-invader_deck-aria =
    { $count ->
       *[other] 侵略者デッキ：残り{ $count }枚、次は段階{ $stage }
    }
horizons-board-invader_deck-empty = 侵略者デッキは空です
horizons-board-stage = 次：段階{ $stage }
horizons-board-invader_discard =
    { $count ->
       *[other] 捨て札{ $count }枚
    }
horizons-board-fear = 恐怖
horizons-board-fear_pool = プール{ $pool }
horizons-board-fear_generated = 発生{ $generated }
horizons-board-fear-aria = 恐怖：プールに{ $pool }、発生{ $generated }
horizons-board-earned =
    { $count ->
       *[other] 獲得した恐怖カード{ $count }枚
    }
horizons-board-earned-short = 獲得{ $count }
horizons-board-fear_deck =
    { $count ->
       *[other] 恐怖カード残り{ $count }枚
    }
horizons-board-terror = 恐怖レベル{ $level }
horizons-board-next_terror =
    { $count ->
       *[other] あと恐怖カード{ $count }枚で恐怖レベル{ $level }
    }
horizons-board-terror-aria = 恐怖レベル{ $level }
horizons-board-blight = 荒廃
horizons-board-blight-short = プール{ $count }
horizons-board-resolving = 解決中：{ $card }
horizons-board-energy = エナジー{ $energy }
horizons-board-energy_per_turn = 毎ラウンド+{ $n }
horizons-board-plays = カードプレイ数 { $left }/{ $total }
horizons-board-growth = 成長
horizons-board-growth-option = 成長の選択肢{ $n }
horizons-board-growth-chosen = 選択済み
horizons-board-tracks = 存在トラック
horizons-board-track-space = { $track }、{ $n }マス目：{ $what }
horizons-board-track-covered = { $what }（存在で覆われている）
horizons-board-track-take = { $track }から次の存在を取る
horizons-board-track-value-energy = エナジー{ $value }
horizons-board-track-value-card_plays =
    { $count ->
       *[other] カードプレイ数{ $count }
    }
horizons-board-elements = 場のエレメント
horizons-board-elements-none = このラウンドのエレメントはまだありません
horizons-board-innate = 生来のパワー
horizons-board-innate-level = レベル{ $n }
horizons-board-innate-reached = 達成
horizons-board-innate-not_reached = 未達成
horizons-board-special_rule = 特殊ルール
horizons-board-rule-in_effect = 現在{ $lands }で有効
horizons-board-rule-idle-blistering_heat = 現在は無効：聖地が必要です
horizons-board-rule-idle-offer_no_firm_foundations = 現在は無効：聖地が必要です
horizons-island-rule-blistering_heat = 焼けつく熱：ここの侵略者は体力-1（最低1）
horizons-island-rule-offer_no_firm_foundations = 確かな足場はない：ここでの建設は代わりに探検家を置く
horizons-island-health-explorer = ここの探検家の体力は{ $n }
horizons-island-health-town = ここの町の体力は{ $n }
horizons-island-health-city = ここの都市の体力は{ $n }
horizons-island-health-dahan = ここのダハンの体力は{ $n }
horizons-board-presence_destroyed =
    { $count ->
       *[other] 破壊された存在{ $count }個
    }
horizons-board-hand = 手札
horizons-board-hand-hidden =
    { $count ->
       *[other] 手札{ $count }枚
    }
horizons-board-played = このラウンドにプレイしたカード
horizons-board-discard = 捨て札
horizons-board-drawn = 引いたカード：1枚を残す
horizons-board-forgotten = 忘却したカード
horizons-board-empty = なし
horizons-board-decks = パワーデッキ
horizons-board-deck-minor = マイナーパワー
horizons-board-deck-major = メジャーパワー
horizons-board-deck-count =
    { $count ->
       *[other] { $count }枚
    }
horizons-board-deck-aria =
    { $count ->
       *[other] { $deck }：デッキに{ $count }枚
    }
horizons-board-choices = コマを選ぶ
horizons-board-used = 使用済み
horizons-board-effects = このラウンド
horizons-board-spirit-target = { $spirit }（この精霊を対象にする）
horizons-board-spirits = 精霊たち
horizons-board-spirits-phase = { $phase }の精霊たち
horizons-board-tab-aria = { $spirit }（{ $person }）：エナジー{ $energy }、カードプレイ数 { $left }/{ $total }
horizons-board-tab-show = ボードを表示
horizons-board-tab-energy = エナジー{ $energy }
horizons-board-tab-plays = プレイ { $left }/{ $total }
horizons-board-spirit-state-acting = 行動中
horizons-board-spirit-state-waiting = 待機中
horizons-board-spirit-state-done = このフェイズは終了
horizons-board-spirit-state-deciding = 検討中
horizons-board-switch = { $spirit }に行動させる
horizons-board-look = { $spirit }のボードを表示中：今は選べるものがありません。
horizons-board-look-back = { $spirit }に戻る
horizons-board-blight-aria = プールに{ $pool }、島に{ $island }
horizons-board-blight-island =
    { $count ->
       *[other] 島に{ $count }
    }
horizons-board-earned-when = 獲得した恐怖カードは侵略者フェイズの開始時に解決します
horizons-board-team = ほかの精霊のカード
horizons-board-team-hand =
    { $count ->
       *[other] { $spirit }：手札{ $count }枚
    }
horizons-board-team-drawn = 引いたカード（1枚を残す）
horizons-card-cost =
    { $count ->
       *[other] コスト：エナジー{ $count }
    }
horizons-card-range-none = 射程なし
horizons-card-range-presence = 存在から射程{ $n }
horizons-card-range-sacred_site = 聖地から射程{ $n }
horizons-card-range-presence-terrain = { $terrains }の土地にある存在から射程{ $n }
horizons-card-target-land-any = 任意の土地
horizons-card-target-land-invaders = 侵略者のいる土地
horizons-card-target-land-no_invaders = 侵略者のいない土地
horizons-card-target-land-dahan = ダハンのいる土地
horizons-card-target-land-blight = 荒廃のある土地
horizons-card-target-land-no_blight = 荒廃のない土地
horizons-card-target-land-coastal = 沿岸の土地
horizons-card-target-land-terrain = { $terrains }の土地
horizons-card-target-spirit-any = 任意の精霊
horizons-card-target-spirit-another = ほかの精霊（ソロゲームでは自分）
horizons-card-line = { $speed }・{ $range }・{ $target }
horizons-card-threshold = { $elements }があれば：{ $text }
horizons-card-elements = エレメント：{ $elements }
horizons-card-deck = { $deck }・{ $cost }
horizons-card-innate = 生来のパワー・{ $speed }
horizons-card-innate-levels = 達成したレベルはすべて、最初のものから順に使います。
horizons-card-fear = 恐怖カード
horizons-card-fear-level = 恐怖レベル{ $level }：{ $text }
horizons-card-fear-earned = 獲得した恐怖カードは侵略者フェイズまで裏向きのままです。
horizons-card-invader = 侵略者カード
horizons-card-invader-text = 蹂躙・建設・探索はこの土地で行われます：{ $terrains }。
horizons-card-invader-discard = 侵略者カードの捨て札
horizons-card-land = { $terrain }、{ $where }
horizons-growth-reclaim_all = 捨て札をすべて回収する
horizons-growth-add_presence = 存在を1個追加する（射程{ $range }）
horizons-growth-gain_power_card = パワーカードを1枚獲得する
horizons-growth-gain_energy = エナジーを{ $amount }獲得する
horizons-growth-short-reclaim_all = 回収
horizons-growth-short-add_presence = 存在・射程{ $range }
horizons-growth-short-gain_power_card = パワーカード
horizons-growth-short-gain_energy = エナジー+{ $amount }
horizons-effect-skip = { $land }：侵略者の{ $actions }をスキップ
horizons-effect-no_action = { $where ->
        [city] 都市のある
        [dahan] ダハンのいる
        [two_dahan] ダハンが2個以上いる
        [dahan_outnumber] ダハンが町と都市の合計より多い
        [coastal] 沿岸の
       *[other] 特定の
    }土地では侵略者は{ $action ->
        [build] 建設
        [build_city] 都市の建設
        [explore] 探索
       *[other] 行動
    }をしません
horizons-effect-other = { $land }：{ $effect }
horizons-effect-elements = このラウンドに選んだエレメント：{ $elements }
horizons-button-done = 完了
horizons-button-done-play = カードのプレイを終える
horizons-button-done-powers_fast = 即効パワーを終える
horizons-button-done-powers_slow = 遅効パワーを終える
horizons-button-done-push = 押し出しを終える
horizons-button-done-gather = 集めるのを終える
horizons-button-done-destroy = 破壊を終える
horizons-button-done-remove = 取り除くのを終える
horizons-button-done-downgrade = 格下げを終える
horizons-button-done-replace = 置き換えを終える
horizons-button-done-carry = 運ぶのを終える
horizons-button-done-land = パス
horizons-button-done-reclaim = 回収しない
horizons-button-element = エレメント
horizons-button-element-sun = 太陽
horizons-button-element-moon = 月
horizons-button-element-fire = 火
horizons-button-element-air = 風
horizons-button-element-water = 水
horizons-button-element-earth = 大地
horizons-button-element-plant = 植物
horizons-button-element-animal = 動物
horizons-button-gain = { $deck }から獲得
horizons-action-growth = 成長の選択肢{ $n }
horizons-action-take = { $track }から取る（「{ $icon }」のため）
horizons-action-move = { $land }から存在を移動する（「{ $icon }」のため）
horizons-action-place = { $land }に存在を置く
horizons-action-play = { $card }をプレイ
horizons-action-use = { $card }を使う
horizons-action-aim = { $land }を対象にする
horizons-action-aim_spirit = { $spirit }を対象にする
horizons-action-hit = { $piece }に1ダメージ
horizons-action-pick-destroy = { $piece }を破壊
horizons-action-pick-remove = { $piece }を取り除く
horizons-action-pick-downgrade = { $piece }を格下げ
horizons-action-pick-replace = { $piece }を置き換える
horizons-action-pick-carry = { $piece }を{ $to }へ運ぶ
horizons-action-reclaim = { $card }を回収
horizons-action-push = { $piece }を{ $to }へ押し出す
horizons-action-gather = { $from }から{ $piece }を集める
horizons-action-keep = { $card }を残す
horizons-action-forget = { $card }を忘却
horizons-action-ravage = 次に{ $land }を蹂躙
horizons-action-cascade = 荒廃が{ $land }へ連鎖
horizons-action-land = { $land }
horizons-action-special = { $land }に町
horizons-option-pay =
    { $count ->
       *[other] エナジーを{ $count }支払う
    }
horizons-option-decline = 支払わない
horizons-option-damage_2 = 2ダメージ
horizons-option-remove_blight = 荒廃を1個取り除く
horizons-option-dahan_damage_distinct = ダハン1個ごとに、それぞれ別の侵略者に1ダメージ
horizons-option-push_dahan_3 = ダハンを3個まで押し出す
horizons-option-defend_6 = 防御6
horizons-option-damage_per_dahan = ダハン1個につき1ダメージ
horizons-option-gather_dahan_3 = ダハンを3個まで集める
horizons-option-push_explorer_town_per_dahan = ダハン1個につき探検家か町を1個押し出す
horizons-option-push_dahan_1 = ダハンを1個押し出す
horizons-option-damage_each_town_city = 町と都市それぞれに1ダメージ
horizons-option-defend_10 = 防御10
horizons-option-push_explorer_1 = 探検家を1個押し出す
horizons-option-fear_2 = 恐怖2
horizons-option-gather_explorer_town_1 = 探検家か町を1個集める
horizons-option-gather_dahan_2 = ダハンを2個まで集める
horizons-option-damage_per_blight = 荒廃1個につき1ダメージ
horizons-option-track_energy = エナジートラックから取る
horizons-option-track_card_plays = カードプレイ数トラックから取る
horizons-option-deck_minor = マイナーパワー
horizons-option-deck_major = メジャーパワー
horizons-option-next_level = 次のレベルへ進む
horizons-option-stop_here = ここで止める
horizons-option-gain_2_energy = エナジーを2獲得
horizons-option-pay_for_damage = エナジー1を支払い、自分の存在がある土地に1ダメージ
horizons-option-push_dahan = この土地からダハンを1個押し出す
horizons-option-gather_dahan = この土地にダハンを1個集める
horizons-option-repeat = カードを繰り返す（コストを再度支払う）
horizons-prompt-who = { $spirit }（{ $name }）：{ $text }
horizons-prompt-growth = 成長の選択肢を選んでください
horizons-prompt-play =
    { $plays ->
        [0] カードプレイ数が残っていません（エナジー{ $energy }）。「{ $done ->
            [none] 完了
           *[other] { $done }
        }」を選んでください
       *[other] 手札からカードをプレイしてください（残りプレイ数{ $plays }、エナジー{ $energy }）。終わったら「{ $done ->
            [none] 完了
           *[other] { $done }
        }」を選んでください
    }
horizons-prompt-grow = 成長：アイコン残り{ $left ->
       *[other] { $left }個
    }。{ $choices ->
        [none] 光っている選択肢
       *[other] { $choices }
    }を選んでください
horizons-prompt-grow-take = 存在を取るトラック
horizons-prompt-grow-move = 移動する島の存在
horizons-prompt-grow-gain = パワーデッキ
horizons-prompt-place =
    { $range ->
        [0] 存在を置く光っている土地を選んでください（射程0：すでに存在がある土地）
       *[other] 存在を置く光っている土地を選んでください（存在から射程{ $range }）
    }
spirit_island_horizons-prompt-gain_deck = パワーカードを獲得するデッキを選んでください
spirit_island_horizons-prompt-keep = 残すカードを選んでください。ほかのカードは捨て札になります
spirit_island_horizons-prompt-forget = メジャーパワーを獲得しました。忘却するカードを1枚選んでください
horizons-prompt-powers_fast = 即効パワー：使うパワーを光っているものから選ぶか、「{ $done ->
        [none] 完了
       *[other] { $done }
    }」を選んでください
horizons-prompt-powers_slow = 遅効パワー：使うパワーを光っているものから選ぶか、「{ $done ->
        [none] 完了
       *[other] { $done }
    }」を選んでください
horizons-prompt-aim = { $power }：対象を選んでください
horizons-prompt-ravage_order = 複数の土地で蹂躙が起きます。次に蹂躙する土地を選んでください
horizons-prompt-give_card = 絡み合う力：手札のパワーカードを1枚{ $to }に渡すか、渡さないかを選んでください
horizons-prompt-together = 次に行動する精霊は？
horizons-prompt-special = 段階II：新しい町を置く、ボード{ $board }の町のない土地を選んでください
horizons-prompt-damage =
    { $land }に{ $n }ダメージ{ $purpose ->
        [counterattack] （ダハンの反撃）
       *[other] {""}
    }：次の1ダメージを受けるコマを選んでください
horizons-prompt-pick =
    { $verb_id ->
        [carry] { $into }へ運ぶ{ $one }を選んでください：{ $done ->
            [none] 残り{ $n }
           *[other] あと{ $n }まで、または「{ $done }」
        }
       *[other] { $verb }{ $one }を選んでください{ $into ->
            [none] {""}
           *[other] （{ $into }になります）
        }：{ $done ->
            [none] 残り{ $n }
           *[other] あと{ $n }まで、または「{ $done }」
        }
    }
horizons-prompt-move =
    { $verb_id ->
        [push] { $land }から{ $what }を押し出します：{ $done ->
            [none] 残り{ $n }
           *[other] あと{ $n }まで
        }。押し出し先の光っている土地を選んでください{ $done ->
            [none] {""}
           *[other] 。または「{ $done }」
        }
       *[other] { $land }に{ $what }を集めます：{ $done ->
            [none] 残り{ $n }
           *[other] あと{ $n }まで
        }。集める元の光っている土地を選んでください{ $done ->
            [none] {""}
           *[other] 。または「{ $done }」
        }
    }
horizons-prompt-land =
    { $purpose ->
        [origin] 存在の出どころとなる聖地を選んでください（対象の土地そのものなら存在はそのまま残ります）
        [renewal] 破壊された存在が戻る土地を選んでください
        [wings] ダハンが飛んでいく土地を選んでください（そこで防御5）
        [heal] 荒廃を1個取り除く土地を選んでください
        [vengeance] 次の復讐の1ダメージを与える土地を選んでください
        [repeat] パワーを繰り返す隣接する土地を選んでください
        [gather_presence] この土地へ存在を移動させる隣接する土地を選んでください
        [searing_heat] 1ダメージを与える、自分の存在がある土地を選んでください
        [boon] 「見張りの加護」で防御する、対象の精霊の存在がある土地を選んでください
        [dahan_raid] ダハンが侵略者を襲う土地を選んでください
        [dahan_enheartened] ダハンが移動して勇気づく土地を選んでください
        [retreat] 侵略者が撤退する（押し出される）土地を選んでください
        [seek_safety] 侵略者が安全を求める土地を選んでください
        [tall_tales_of_savagery] 侵略者を取り除く、ダハンのいる土地を選んでください
        [belief_takes_root] 侵略者を取り除く、自分の存在がある土地を選んでください
       *[other] 光っている土地を選んでください
    }{ $done ->
        [none] {""}
       *[other] 。または「{ $done }」
    }
horizons-prompt-damage_distinct =
    { $n ->
        [1] { $land }に1ダメージ：受ける侵略者を選んでください
       *[other] { $land }に{ $n }ダメージ（それぞれ別の侵略者に）：次の侵略者を選んでください
    }
horizons-prompt-choose_elements = このラウンドのエレメントを、異なるものからあと{ $n }個選んでください
horizons-prompt-reclaim_one = プレイしたカードを1枚、捨て札にせず手札に回収できます。カードを選ぶか、「{ $done ->
        [none] 完了
       *[other] { $done }
    }」を選んでください
horizons-prompt-pick_among = { $verb }コマを光っているものから選んでください：{ $done ->
        [none] 残り{ $n }
       *[other] あと{ $n }まで、または「{ $done }」
    }
horizons-prompt-remove_health = { $land }から{ $what }を体力合計{ $n }まで取り除きます。光っているコマを選んでください{ $done ->
        [none] {""}
       *[other] 。または「{ $done }」
    }
horizons-prompt-option = 1つ選んでください
horizons-prompt-from_power = { $power } — { $text }
horizons-prompt-cascade = { $land }の荒廃が連鎖します。移す隣接する土地を選んでください
horizons-prompt-effect = パワーを解決中
horizons-prompt-waiting = 侵略者が行動中…
horizons-log-first_explore = ラウンド1の前に侵略者が探索（{ $card }）：{ $lands }に探検家
horizons-log-round = ラウンド{ $round }開始
horizons-log-phase = { $phase }
horizons-log-time_passes = 時の経過：プレイしたカードは捨て札になり、ダメージは回復し、このラウンドの効果は終了する
horizons-log-growth = { $seat }が選択肢{ $option }で成長する
horizons-log-energy = { $seat }がエナジーを{ $n }獲得する
horizons-log-reclaim = { $seat }が{ $cards }を回収する
horizons-log-play = { $seat }が{ $card }をプレイする（エナジー{ $paid }を支払う）
horizons-log-icon_skipped =
    { $count ->
       *[other] { $seat }：実行できない成長アイコン{ $count }個をスキップ
    }
horizons-log-presence_added = { $seat }が{ $track }から存在を取り、{ $land }に置く
horizons-log-presence_moved = { $seat }が存在を{ $land }から{ $to }へ移動する
horizons-log-drew = { $seat }が{ $deck }を{ $count }枚引く：{ $cards }
horizons-log-card_given = { $seat }が{ $to }に{ $card }を渡す
horizons-log-kept = { $seat }が{ $card }を残し、{ $discarded }を捨てる
horizons-log-forgot = { $seat }が{ $card }を忘却する
horizons-log-spirit_done =
    { $plays ->
        [none] { $seat }が精霊フェイズを終える
        [0] { $seat }が精霊フェイズを終える
       *[other] { $seat }が精霊フェイズを終える（カードプレイ数{ $plays }を未使用）
    }
horizons-log-powers_done =
    { $unused ->
        [none] { $seat }が{ $speed }パワーを終える
       *[other] { $seat }が{ $speed }パワーを終える。未使用で失われたもの：{ $unused }
    }
horizons-log-use =
    { $seat }が{ $target ->
        [none] {""}
       *[other] { $target }に
    }{ $power }を使う
horizons-log-fear_card = 恐怖カード「{ $card }」（恐怖レベル{ $level }）
horizons-log-fear_card_done = 恐怖カード「{ $card }」を解決し、捨て札にする
horizons-log-fear_card_earned = 恐怖カードを1枚獲得（恐怖レベル{ $terror }）
horizons-log-terror_rises = 恐怖レベルが{ $terror }に上がる
horizons-log-fear =
    { $count ->
       *[other] 恐怖{ $count }
    }
horizons-log-ravage = { $land }が蹂躙される：{ $damage }ダメージ
horizons-log-dahan_hurt = { $land }：ダハン{ $destroyed }個が破壊、{ $damaged }個がダメージ
horizons-log-counterattack = { $land }：ダハンが反撃し{ $damage }ダメージ
horizons-log-switch = { $seat }が待機し、{ $to }に行動させる
horizons-log-build_stopped = { $land }：建設は阻止された
horizons-log-foundations = 確かな足場はない：{ $land }での建設は探検家を置く
horizons-log-explore = 侵略者が探索する：{ $card }
horizons-log-explore_stopped = { $land }：探索は阻止された
horizons-log-invader_deck_empty = めくる侵略者カードが残っていない
horizons-log-advance = 侵略者カードが移動する：{ $ravage }は蹂躙へ、{ $build }は建設へ
horizons-log-special = 段階II（{ $card }）：{ $lands }に町
horizons-log-cascade = 荒廃が{ $land }から{ $to }へ連鎖する
horizons-log-added =
    { $n ->
        [1] { $land }に{ $piece }を追加
       *[other] { $land }に{ $piece }×{ $n }を追加
    }
horizons-log-destroyed = { $land }の{ $piece }を破壊
horizons-log-removed = { $land }から{ $piece }を取り除く
horizons-log-replaced = { $land }の{ $piece }が{ $into }になる
horizons-log-moved = { $piece }が{ $land }から{ $to }へ移動
horizons-log-presence_destroyed =
    { $count ->
       *[other] { $seat }が{ $land }で存在を{ $count }個失う
    }
horizons-log-defend = { $land }に防御{ $n }
horizons-log-round_effect =
    { $land ->
        [none] このラウンド：{ $effect }
       *[other] { $land }：このラウンド{ $effect }
    }
horizons-log-paid = { $seat }がエナジーを{ $n }支払う
horizons-log-territorial_aggression = { $seat }の「縄張りの攻撃性」：{ $power }のダメージ+{ $n }
horizons-log-furious_might = 「猛き力の贈り物」：{ $power }のダメージ+{ $n }
horizons-log-dahan_trust = 「見守る者を信じるダハン」：{ $seat }は{ $land }にダハンを1個集めてよい
horizons-log-elements_gained =
    { $seat }はこのラウンド{ $elements }を持つ
horizons-log-may_reclaim = { $seat }は時の経過にプレイしたカードを1枚回収してよい
horizons-log-reclaimed_one = { $seat }が{ $card }を捨て札にせず回収する
horizons-log-unharmed = { $land }の{ $piece }は無傷
horizons-log-blight_prevented = { $land }に荒廃は追加されず、プールに残る
horizons-log-repeat =
    { $seat }が{ $land ->
        [none] {""}
       *[other] { $land }に
    }{ $power }を繰り返す
horizons-log-presence_returned =
    { $count ->
       *[other] { $seat }の破壊された存在{ $count }個が{ $land }に戻る
    }
horizons-log-invaders_stopped = このラウンド、{ $where ->
        [city] 都市のある
        [dahan] ダハンのいる
        [two_dahan] ダハンが2個以上いる
        [dahan_outnumber] ダハンが町と都市の合計より多い
        [coastal] 沿岸の
       *[other] { $where }の
    }土地では侵略者は{ $action ->
        [build] 建設
        [build_city] 都市の建設
        [explore] 探索
       *[other] { $action }
    }をしない
horizons-log-game_over =
    ラウンド{ $round }で{ $won ->
        [true] 精霊の勝利
       *[other] 精霊の敗北
    }：{ $why }
horizons-refuse-not_a_choice = 今はその選択肢はありません。光っているものを選んでください
horizons-refuse-game_over = ゲームは終了しています
horizons-refuse-already_used = { $power }はこのラウンドにすでに使いました
horizons-refuse-not_played = { $power }はこのラウンドにプレイしたカードにありません
horizons-refuse-no_threshold = { $power }：最初のレベルに必要なエレメントがまだそろっていません
horizons-refuse-wrong_speed = { $power }はこのフェイズには使えません。対応する速さのフェイズを待ってください
horizons-refuse-no_target = { $power }の射程内に、今は土地も精霊もありません
horizons-refuse-out_of_range = { $power }はそれを対象にできません。光っている対象を選んでください
horizons-refuse-growth_chosen = このラウンドはすでに成長の選択肢を選んでいます
horizons-refuse-no_growth = 先に成長の選択肢を選んでください
horizons-refuse-track_empty = そのトラックには存在が残っていません。もう一方のトラックから取ってください
horizons-refuse-not_in_range = その土地は射程外です。光っている土地を選んでください
horizons-refuse-not_in_hand = そのカードは手札にありません
horizons-refuse-no_plays_left = このラウンドのカードプレイ数が残っていません。「カードのプレイを終える」を選んでください
horizons-refuse-not_enough_energy = そのカードに必要なエナジーが足りません
horizons-refuse-nothing_drawn = 残すための引いたカードがありません
horizons-refuse-gain_pending = 先に引いたカードから1枚を残してください
horizons-refuse-no_forget = 今は忘却するカードがありません
horizons-refuse-no_presence = そこにはあなたの存在がありません
horizons-refuse-not_a_deck = マイナーパワーかメジャーパワーのデッキを選んでください
horizons-refuse-not_a_land = それはこの島の土地ではありません
horizons-refuse-not_a_piece = ここでは選べないコマです
horizons-refuse-no_such_piece = そこにはそのコマがありません。光っているものを選んでください
horizons-refuse-bad_amount = ここではその数は指定できません
horizons-refuse-same_land = コマは別の土地へ移動させる必要があります
horizons-refuse-not_adjacent = それらの土地は隣接していません。光っている土地を選んでください
horizons-refuse-no_cascade = 今は連鎖させる荒廃がありません
horizons-refuse-no_switch = ほかの精霊に交代できるのは、精霊たちが一緒にフェイズを行っているときだけです
horizons-refuse-switch_not_now = 先にこの手順を終えてください。交代できるのは、この精霊の手順の合間だけです
horizons-refuse-switch_idle = その精霊には今使えるパワーがありません
horizons-refuse-switch_self = その精霊はすでに行動中です
horizons-refuse-switch_done = その精霊はこのフェイズを終えています。交代できるのは待機中の精霊だけです
horizons-refuse-same_spirit = { $spirit }はすでに{ $other }の精霊です。{ $seat }には別の精霊を選んでください
horizons-refuse-special_not_pending = 置くのを待っている段階IIの町はありません
horizons-refuse-special_pending = 先に段階IIの町を置いてください
horizons-action-give = { $card }を渡す
