# リビングフォレスト（サンキ／鬼火プロモとコダマ拡張を含む）：名前、オプション、ボード、カード、
# エンジンのログ・案内・拒否メッセージ。{ $card }はすでに「ハリネズミ」などの名前、{ $seat }はプレイヤー名。

# ボーナスアクションの出どころ（参照元のメッセージの$originを読む）
lf-origin = { $origin ->
    [corner] （森の四隅のボーナス）
    [stone] （サークルのマス）
    [animal] （アニマルカードのボーナスアクション）
   *[other] {""}
}

end-reason-living_forest-goal_reached = アクションフェイズの終了時に、勝利条件を達成したプレイヤーがいました。
game-living_forest-name = リビングフォレスト
game-living_forest-tagline = アニマルカードで守護動物を呼び、保護木を配置し、鬼火の炎を鎮めましょう。先に12を達成した精霊の勝利です。
options-living_forest-promo = サンキと鬼火のプロモカード
options-living_forest-promo-false = 使用しない
options-living_forest-promo-true = 使用する
options-living_forest-promo-true-about = 精霊サークルボードの横に置き、それぞれ太陽15で獲得できます。
options-living_forest-kodama = コダマ拡張
options-living_forest-kodama-false = 使用しない
options-living_forest-kodama-true = 使用する
options-living_forest-kodama-true-about = 勝利条件は13、コダマの山が1つ尽きたら15になります。
options-living_forest-first_player = 最初に聖なる木を持つプレイヤー
options-living_forest-first_player-random = ランダム
options-living_forest-first_player-seat = { $name }（{ $n }番目の席）
seatfield-living_forest-spirit = 精霊
seatfield-living_forest-spirit-spring = 春（緑）
seatfield-living_forest-spirit-summer = 夏（赤）
seatfield-living_forest-spirit-autumn = 秋（オレンジ）
seatfield-living_forest-spirit-winter = 冬（青）
end-tiebreak-living_forest-sum = 複数の精霊が勝利条件を達成しました。3つの数の合計が最も多い精霊の勝利です。
end-tiebreak-living_forest-shared = 複数の精霊が、3つの数の合計も同じで勝利条件を達成しました。勝利を分け合います。
end-lf-nobody = 勝利条件を達成した精霊はいません。
end-lf-why-goal = { $name }が勝利条件を達成して勝利しました：{ $what }。
end-lf-why-sum = 複数の精霊が勝利条件を達成したため、3つの数の合計で決まります。{ $name }（{ $what }）が合計{ $total }で勝利しました。ほかの精霊：{ $others }。
end-lf-why-shared = { $each }がそれぞれ勝利条件を達成し、3つの数の合計も同じ（{ $total }）でした。{ $names }が勝利を分け合います。
end-lf-who_reached = { $name }：{ $what }
end-lf-who_reached_total = { $name }（{ $what }）の合計{ $total }
end-lf-count-trees-n =
    { $count ->
       *[other] 異なる保護木{ $count }種
    }
end-lf-count-fires-n =
    { $count ->
       *[other] 鬼火{ $count }体
    }
end-lf-count-flowers-n =
    { $count ->
       *[other] 聖なる花{ $count }個
    }
end-lf-detail-winner = 勝利
end-lf-detail-qualified = 勝利条件を達成
end-lf-detail-best = 最高{ $n }
end-lf-detail-count = { $what } { $n }/{ $goal }
end-lf-detail-total = ・合計{ $total }
handoff-body-living_forest = 守護動物を呼ぶ番です。引いたアニマルカードは、引くのをやめるまでほかの人には見えません。のぞき見は禁止です！
handoff-confirm-living_forest = { $name }です：アニマルカードを引く
end-lf-trees = 保護木
end-lf-count-trees = 異なる保護木
end-lf-count-fires = 鬼火
end-lf-count-flowers = 聖なる花
end-lf-fires = 炎
end-lf-flowers = 聖なる花
end-lf-score = 合計
lf-element-sun = 太陽
lf-element-water = 水
lf-element-seed = 種
lf-element-wind = 突風
lf-element-flower = 聖なる花
lf-tile-fire = 炎
lf-tile-flower = 聖なる花
lf-tile-tree = 木
lf-kind-fragment = フラグメントの獲得
lf-kind-attract = アニマルカードの獲得
lf-kind-extinguish = 消火
lf-kind-plant = 保護木の獲得
lf-kind-move = 精霊の移動
lf-kind-call = コダマの召喚
lf-stone-plant = 保護木の獲得
lf-stone-fragment = フラグメントの獲得
lf-stone-attract = アニマルカードの獲得
lf-stone-extinguish = 消火
lf-stone-call = コダマの召喚
lf-marker-solitary = 単独行動
lf-marker-gregarious = 群生
lf-tree = コスト{ $cost }の保護木
lf-tree-start = 初期保護木
lf-tree-kodama = コスト{ $cost }のコダマの木
lf-tree-per_kodama = コダマシンボル1個につき{ $element }+1
lf-tree-special = 同じアクションを2回行える
lf-bonus = { $element }+{ $n }
lf-card-effect-sanki = 聖なる花5個
lf-card-effect-onibi = このターン、ほかの精霊はアクションを1つしか行えない
lf-spirit-spring = 春
lf-spirit-summer = 夏
lf-spirit-autumn = 秋
lf-spirit-winter = 冬
lf-info-amount = { $element }{ $n }
lf-info-title-tree = コスト{ $cost }の保護木
lf-info-title-kodama_tree = コスト{ $cost }のコダマの木
lf-info-title-start_tree = 初期保護木
lf-info-card-nothing = 自分の場ではシンボルを生みません。
lf-info-card-gives = 自分の場で{ $gives }を生みます。
lf-info-card-takes = 自分の場で{ $takes }を減らします。
lf-info-card-gives_takes = 自分の場で{ $gives }を生み、{ $takes }を減らします。
lf-info-marker-solitary = 単独行動動物（黒丸シンボル）：打ち消されない黒丸シンボルが3個になったら引くのをやめなければならず、アクションは1つしか行えません。
lf-info-marker-gregarious = 群生動物（白丸シンボル）：自分の場の黒丸シンボルを1個打ち消します。
lf-info-effect-sanki = 自分の場にある間、聖なる花5個が聖なる花の勝利条件に数えられます。
lf-info-effect-onibi = 自分の場にある間、このターンはほかのすべての精霊がアクションを1つしか行えません。
lf-info-kodama_symbols =
    { $count ->
       *[other] コダマシンボルが{ $count }個あります。アクションの開始時に、シンボルをフラグメントタイル（2）、シンボルタイル（3）、追加アクション（4）に使えます。
    }
lf-info-ability-same_action_twice = 自分の場にある間、2つのアクションをどちらも「{ $kind }」にできます。
lf-info-ability-bonus_action = 自分の場にある間、自分のアクションとは別にボーナスアクション「{ $kind }」を1回行えます（1ターンに1回）。
lf-info-cost-animal = 太陽{ $cost }で獲得します。山札の上に裏向きで置きます。ターンの終了時に値{ $fire }の鬼火を中央に持ち込みます。
lf-info-cost-promo = 太陽{ $cost }で獲得します。山札の上に裏向きで置き、鬼火は持ち込みません。
lf-info-cost-kodama = 聖なる花が{ $cost }に達したら召喚できます（支払いなし）。山札の上に置き、その後鬼火が移動します。
lf-info-varan = ターンの終了時、水が鬼火の値の合計より少ない精霊は、鬼火から火トカゲカードを受け取ります。引いた直後の火トカゲカードにフラグメントタイルを使うと、ストックに戻せます。
lf-info-sub-varan = 火トカゲ
lf-info-sub-kodama = コダマカード（{ $stack }）
lf-info-sub-kodama_start = 初期コダマカード
lf-info-sub-promo = プロモカード（サークルの横）
lf-info-sub-start = 初期デッキのアニマルカード
lf-info-sub-level = アニマルカード（レベル{ $level }）
lf-info-sub-tree = 保護木（コスト：種{ $cost }）
lf-info-sub-start_tree = 初期保護木
lf-info-sub-fire = 鬼火トークン
lf-info-sub-vtile = 勝利タイル
lf-info-sub-stone = 精霊サークルボード
lf-info-sub-token = トークン
lf-info-sub-kodama_part = コダマ拡張
lf-info-tree-start = 最初から森の中央にあり、保護木の勝利条件に1種として数えます。
lf-info-tree-bonus = 配置すると{ $bonus }の永続ボーナスを得ます。次のアクションを含め、以後のすべてのアクションに加算されます。
lf-info-tree-special = 配置すると、1ターンの2つのアクションを同じ種類にできます。
lf-info-tree-per_kodama = 配置すると、自分の場と森にあるコダマシンボル1個につき{ $element }1を得ます（毎ターン数え直します）。
lf-info-tree-symbols =
    { $count ->
       *[other] 配置するとコダマシンボルが{ $count }個になります。
    }
lf-info-tree-plant = 種{ $cost }で、自分の保護木に隣接する（斜めは不可）空いたマスに配置します。
lf-info-tree-once = 各精霊はこの種類を1回しか配置できません。
lf-info-tree-goal = 森にある異なる種類の保護木は、それぞれ保護木の勝利条件に1と数えます。同じ種類の2本目は数えません。
lf-info-tree-left =
    { $count ->
       *[other] 保護木ボードに残り{ $count }枚。
    }
lf-info-fire-put_out = 水{ $value }で消火します。鬼火トークンは手元に残り、値に関係なく1体ごとに炎の勝利条件に1と数えます。
lf-info-fire-attack = ターンの終了時、中央に残った鬼火の値の合計で鬼火の襲撃が起きます。水がそれより少ない精霊は、鬼火1体につき火トカゲカードを1枚受け取ります。
lf-info-vtile-fire = 炎の勝利タイル
lf-info-vtile-flower = 聖なる花の勝利タイル
lf-info-vtile-tree = 木の勝利タイル
lf-info-vtile-counts-fire = 持ち主の炎の勝利条件に1と数えます。
lf-info-vtile-counts-flower = 持ち主の聖なる花の勝利条件に1と数えます。
lf-info-vtile-counts-tree = 持ち主の保護木の勝利条件に1と数えます。
lf-info-vtile-steal = サークル上で持ち主の精霊コマを飛ばして進んだ精霊は、好きな勝利タイルを1枚奪います。
lf-info-etile = シンボルタイル
lf-info-etile-buy = アクションの開始時にコダマシンボル3個で購入します。後のターンまで取っておけます。
lf-info-etile-use = アクション中に使うと、ターンの終了まで太陽・水・種のいずれか2、または突風・聖なる花のいずれか1になります。その後ストックに戻ります。
lf-info-stone-plant = ここに止まった精霊は、すぐに種を使って保護木を獲得し、配置します。
lf-info-stone-fragment = ここに止まった精霊は、フラグメントタイルを獲得します。
lf-info-stone-attract = ここに止まった精霊は、すぐに太陽を使ってアニマルカードを獲得します。
lf-info-stone-extinguish = ここに止まった精霊は、すぐに水を使って消火します。
lf-info-stone-call = ここに止まった精霊は、聖なる花を使ってコダマを召喚します。
lf-info-stone-move = 突風での移動は空いているマスだけを数えます。途中の精霊コマは飛ばして進み、飛ばされた精霊はそれぞれ勝利タイルを1枚失います。
lf-info-fragment = フラグメントタイル
lf-info-fragment-get = アクションとして、フラグメントのマスまたは森の四隅から1枚獲得します。
lf-info-fragment-use = アニマルカードを引いている間、1枚使うと引いたばかりのカードを戻せます（火トカゲカードはストックに戻ります）。
lf-info-sacred = 聖なる木
lf-info-sacred-text = 持ち主がこのターン最初にアニマルカードを引き、最初に行動します。ターンの終了時に時計回りで次の精霊に渡ります。
lf-info-onibi-text = コダマが召喚されるたびに鬼火は時計回りに移動し、飛ばした精霊1体ごとに値2の鬼火を中央に追加します。移動する精霊コマも鬼火を飛ばして進みます。
lf-board-round = ターン{ $round }
lf-board-phase-draw = アニマルカードのプレイ
lf-board-phase-actions = アクションフェイズ
lf-board-phase-over = ゲーム終了
lf-board-status-draw = { $name }がアニマルカードを引いています
lf-board-status-act = { $name }が行動中です
lf-board-status-over = ゲームは終了しました。
lf-board-holder = { $name }が聖なる木を持っています
lf-board-round_end = ターン{ $round }の終了
lf-board-circle = 精霊サークルボード
lf-board-centre = 中央の鬼火
lf-board-centre-total = 鬼火の値の合計{ $total }
lf-board-centre-aria =
    { $count ->
       *[other] 中央に鬼火{ $count }体、合計{ $total }
    }
lf-board-fire-aria = 値{ $value }の鬼火
lf-board-stone-aria = マス{ $n }：{ $action }
lf-board-stone-spirits = { $text }。{ $names }の精霊コマ
lf-board-market = アニマルカード置き場
lf-board-level = レベル{ $level }
lf-board-level-deck =
    { $count ->
       *[other] 残り{ $count }枚
    }
lf-board-slot-empty = 獲得済み
lf-board-promo = サークルの横
lf-board-rack = 保護木ボード
lf-board-rack-left = ×{ $left }
lf-board-rack-aria = { $tree }：コスト種{ $cost }、{ $bonus }、残り{ $left }
lf-board-supply = ストック
lf-board-varans = 火トカゲ
lf-board-varans-left =
    { $count ->
       *[other] ストックの火トカゲカード残り{ $count }枚
    }
lf-board-fragments = フラグメントタイル
lf-board-fragment-take = フラグメントの獲得
lf-board-attracted = このターンに獲得：{ $a }・{ $b }・{ $c }
lf-board-players = 精霊
lf-board-seat-aria = { $name }の森、場、山札
lf-board-seat-open = 表示
lf-board-seat-fold = 隠す
lf-board-seat-open-aria = { $name }の森、場、山札を表示
lf-board-seat-fold-aria = { $name }の森、場、山札を隠す
lf-board-card-level = レベル{ $level }、
lf-board-pile-top-label = 一番上：
lf-board-seat-you = あなた
lf-board-seat-bot = コンピューター（{ $level }）
lf-board-seat-holder = 聖なる木
lf-board-seat-state-waiting = 引く順番待ち
lf-board-seat-state-drawing = 引いている
lf-board-seat-state-drawn = 引き終えた
lf-board-seat-state-acting = 行動中
lf-board-seat-state-done = 終了
lf-board-progress-trees = 異なる保護木
lf-board-progress-fires = 炎
lf-board-progress-flowers = 聖なる花
lf-board-progress-value = { $n }/{ $goal }
lf-board-progress-hidden = ?/{ $goal }
lf-board-forest = { $name }の森
lf-board-space-aria = 森のマス（{ $col }列、{ $row }行）：{ $what }
lf-board-space-empty = 空き
lf-board-corner-attract = ここに配置：アニマルカードの獲得（太陽+{ $amount }）
lf-board-corner-extinguish = ここに配置：消火（水+{ $amount }）
lf-board-corner-fragments = ここに配置：フラグメントタイル{ $amount }枚
lf-board-line-bonus = 完成時：{ $element }+{ $n }
lf-board-line-bonus-full = 完成：{ $element }+{ $n }の永続ボーナス
lf-board-line = 自分の場
lf-board-line-hidden = アニマルカードを引いています…
lf-board-line-empty = アニマルカードはまだありません
lf-board-totals = 合計（場＋森）
lf-board-totals-aria = { $element }{ $total }（森から{ $bonus }）
lf-board-solitary = 黒丸 { $n }/3
lf-board-solitary-hidden = 黒丸 ?
lf-board-actions =
    { $count ->
        [1] このターンのアクション：1つ
       *[other] このターンのアクション：異なるもの{ $count }つ
    }
lf-board-used = 実行済み：{ $list }
lf-board-pile = 山札
lf-board-pile-count =
    { $count ->
       *[other] { $count }枚
    }
lf-board-pile-top = 一番上：{ $cards }
lf-board-pile-aria = 自分の山札（{ $cards }）：カードを引く
lf-board-discard = 捨て札
lf-board-discard-show = 捨て札を見る（{ $count }）
lf-board-discard-empty = 捨て札はありません。
lf-board-fires = 消火した鬼火
lf-board-tiles = 勝利タイル
lf-board-tile-aria = { $name }の{ $tile }の勝利タイル
lf-board-tiles-none = なし
lf-board-drawn = 引いたばかり
lf-board-card-aria = { $name }{ $marker }：{ $elements }{ $cost }
lf-board-card-cost = 、コスト太陽{ $cost }
lf-board-card-nothing = シンボルなし
lf-board-task-attract = 残りの太陽：{ $left }
lf-board-task-extinguish = 残りの水：{ $left }
lf-board-task-kodama = 残りのコダマシンボル：{ $left }
lf-board-kodama = コダマ
lf-board-kodama-stack-flower = 花の山
lf-board-kodama-stack-tree = 木の山
lf-board-kodama-stack-water = 水の山
lf-board-kodama-count =
    { $count ->
       *[other] { $count }枚
    }
lf-board-kodama-short-flower = 花
lf-board-kodama-short-tree = 木
lf-board-kodama-short-water = 水
lf-board-kodama-empty = 尽きた：勝利条件は15になりました
lf-board-kodama-removed =
    { $count ->
       *[other] 見ずに除外したカード{ $count }枚
    }
lf-board-kodama-goals = 勝利条件：保護木{ $trees }、炎{ $fires }、聖なる花{ $flowers }
lf-board-kodama-symbols = 場と森のコダマシンボル：{ $n }
lf-board-kodama-cost = 、聖なる花{ $cost }で召喚
lf-board-card-symbols =
    { $count ->
       *[other] 、コダマシンボル{ $count }個
    }
lf-board-card-ability-same_action_twice = 。2つのアクションをどちらも「{ $kind }」にできる
lf-board-card-ability-bonus_action = 。ボーナスアクション：{ $kind }
lf-board-onibi = 鬼火
lf-board-onibi-aria = { $text }。鬼火スタンド
lf-board-element_tiles = シンボルタイル
lf-board-element_tiles-aria =
    { $count ->
       *[other] 取っておいたシンボルタイル{ $count }枚
    }
lf-board-element_used = 使用中のタイル：{ $list }
lf-board-extra =
    { $count ->
       *[other] 追加アクション+{ $count }
    }
lf-board-bonus_actions = ボーナスアクション：{ $list }
lf-button-draw = カードを引く
lf-button-stop = 引くのをやめる
lf-button-discard_drawn = 「{ $card }」にフラグメントタイルを使う
lf-button-discard_drawn-help = カードは捨て札になります（火トカゲカードはストックに戻ります）。
lf-button-take_fragment = フラグメントの獲得
lf-button-pass = アクション終了
lf-button-clear = 選び直す
lf-button-done-attract = 獲得しない
lf-button-done-attract-more = 獲得を終える
lf-button-done-extinguish = 消火しない
lf-button-done-extinguish-more = 消火を終える
lf-button-done-plant = 配置しない
lf-button-done-call = 召喚しない
lf-button-done-kodama = 残りは取っておく
lf-button-kodama-fragment = フラグメントタイル（コダマ2）
lf-button-kodama-tile = シンボルタイル（コダマ3）
lf-button-kodama-action = 追加アクション（コダマ4）
lf-button-use_tile = シンボルタイルを使う
lf-button-tile-cancel = 今は使わない
lf-prompt-tile = タイルを何のシンボルにするか、自分の場の合計から選んでください（太陽・水・種は+2、突風・聖なる花は+1）。
lf-button-bonus = 「{ $card }」のボーナス：{ $kind }
lf-button-bonus-cancel = ボーナスアクションを使わない
lf-prompt-bonus = 「{ $card }」のボーナスアクション：内容を選んでください。
lf-button-steal = { $tile }のタイルを奪う
lf-button-move =
    { $count ->
       *[other] { $count }マス進む
    }
lf-hint-tree_first = まず保護木ボードから保護木を選び、次に森のマスを選んでください。
lf-prompt-tree_picked = 「{ $tree }」を森のどこに配置するか選んでください。
lf-prompt-space_picked = そこに配置する保護木を選んでください。
lf-try-draw = カードを引く
lf-try-discard_drawn = カードにフラグメントタイルを使う
lf-try-stop = 引くのをやめる
lf-try-take_fragment = フラグメントの獲得
lf-try-attract = アニマルカードを獲得する
lf-try-extinguish = 消火する
lf-try-plant = 保護木を配置する
lf-try-move = 精霊コマを移動する
lf-try-pass = アクションを終了する
lf-try-done = この選択を終える
lf-try-steal = 勝利タイルを奪う
lf-try-kodama = コダマシンボルを使う
lf-try-use_tile = シンボルタイルを使う
lf-try-call = コダマを召喚する
lf-buy-fragment = フラグメントタイル
lf-buy-tile = シンボルタイル
lf-buy-action = 追加アクション
lf-refuse-unknown = それはリビングフォレストの操作ではありません。光っている場所と案内の下のボタンで、できることを確認してください。
lf-refuse-other = 今はそれはできません。光っている場所と案内の下のボタンで、できることを確認してください。
lf-refuse-now-draw = 今は「{ $tried }」はできません。精霊たちがアニマルカードを引いている最中です。山札からカードを引くか、引くのをやめてください。全員が引き終えたらアクションになります。
lf-refuse-now-action = 今は「{ $tried }」はできません。アクションの時間です。アクション（光っているアニマルカード、鬼火、保護木、マス、フラグメント）を選ぶか、アクションを終了してください。
lf-refuse-now-attract = 今は「{ $tried }」はできません。先に獲得を終えてください。残りの太陽で払える光っているアニマルカードを選ぶか、獲得を終えてください。
lf-refuse-now-extinguish = 今は「{ $tried }」はできません。先に消火を終えてください。残りの水で消せる光っている鬼火を選ぶか、消火を終えてください。
lf-refuse-now-plant = 今は「{ $tried }」はできません。精霊コマが保護木のマスに止まりました。保護木と森のマスを選ぶか、配置しないを選んでください。
lf-refuse-now-steal = 今は「{ $tried }」はできません。精霊コマを飛ばして進みました。先に、その精霊から奪う勝利タイルを選んでください。
lf-refuse-now-kodama = 今は「{ $tried }」はできません。先にコダマシンボルを使う（フラグメントタイルに2、シンボルタイルに3、追加アクションに4）か、残りを取っておいてください。
lf-refuse-now-call = 今は「{ $tried }」はできません。精霊コマが召喚のマスに止まりました。光っている表向きのコダマを召喚するか、召喚しないを選んでください。
lf-refuse-now-over = ゲームは終了しました。結果を確認するか、メニューから新しいゲームを始めてください。
lf-refuse-draw-solitary =
    自分の場に単独行動動物（黒丸シンボル）が{ $limit }枚あるため、引くのをやめなければなりません{ $drawn ->
        [true] { $fragments ->
            [0] {""}
            [none] {""}
           *[other] （またはフラグメントタイルを使って、引いたばかりのカードを戻してください）
        }
       *[other] {""}
    }。
lf-refuse-draw-empty = 山札も捨て札も空で、引けるカードがありません。引くのをやめてください。
lf-refuse-fragment-none = 使えるフラグメントタイルがありません。引き続けるか、引くのをやめてください。
lf-refuse-fragment-not_drawn = フラグメントタイルで戻せるのは引いたばかりのカードだけです。先にカードを引くか、引くのをやめてください。
lf-refuse-kodama-off = このゲームはコダマ拡張なしで遊んでいます。代わりに光っている場所を選んでください。
lf-refuse-bonus-none =
    { $animal ->
        [none] そのアニマルカード
       *[other] 「{ $animal }」
    }には今使えるボーナスアクションがありません。自分の場にないか、このターンにすでに使っています。代わりに自分のアクションを選んでください。
lf-refuse-bonus-kind = 「{ $animal }」のボーナスアクションは「{ $kind }」で、「{ $wanted }」ではありません。光っている場所を選ぶか、ボーナスアクションを取り消してください。
lf-refuse-repeat = このターンはすでに「{ $kind }」を選んでおり、アクションは異なるものでなければなりません。別のアクションを選ぶか、アクションを終了してください。（森にコスト11の保護木があるか、それを許すアニマルカードがあれば、同じアクションを2回行えます。）
lf-refuse-no_action = このターンのアクションは残っていません。アクションを終了してください。
lf-refuse-kodama-buy = コダマシンボルで購入できるのは、フラグメントタイル（2個）、シンボルタイル（3個）、追加アクション（4個）です。いずれかを選ぶか、残りを取っておいてください。
lf-refuse-kodama-cost =
    { $buy_id ->
        [fragment] フラグメントタイル
        [tile] シンボルタイル
       *[action] 追加アクション
    }のコストはコダマシンボル{ $cost }個ですが、残りは{ $left }個です。安いものを選ぶか、残りを取っておいてください。
lf-refuse-tile-none = シンボルタイルを持っていません。別のアクションを選んでください。
lf-refuse-tile-element = シンボルタイルは太陽・水・種・突風・聖なる花のいずれかになります。光っている合計から選んでください。
lf-refuse-call-offer = 召喚できるのは各山の一番上にある表向きのコダマだけです。光っているものを選んでください。
lf-refuse-call-cost = このコダマには聖なる花が{ $cost }個必要ですが、あなたは{ $flowers }個です。安いコダマか、別のアクションを選んでください。
lf-refuse-attract-offer =
    { $card ->
        [none] そのカード
       *[other] 「{ $card }」
    }はアニマルカード置き場にありません。置き場の光っている表向きのアニマルカード（またはサークルの横の光っているカード）を選んでください。
lf-refuse-attract-cost = 「{ $card }」のコストは太陽{ $cost }ですが、{ $more ->
        [true] 残りは{ $sun }です。安いアニマルカードを選ぶか、獲得を終えてください。
       *[other] あなたは{ $sun }です。安いアニマルカードか、別のアクションを選んでください。
    }
lf-refuse-fire-none = 精霊サークルボードの中央に{ $fire ->
        [none] {""}
       *[other] 値{ $fire }の
    }鬼火はありません。中央にある鬼火から選んでください。
lf-refuse-fire-cost = 値{ $fire }の鬼火には水{ $fire }が必要ですが、{ $more ->
        [true] 残りは{ $water }です。小さい鬼火を選ぶか、消火を終えてください。
       *[other] あなたは{ $water }です。小さい鬼火か、別のアクションを選んでください。
    }
lf-refuse-plant-tree = まず保護木ボードから保護木を選び、次に森の光っているマスを選んでください。
lf-refuse-plant-kodama_twice = 森にはすでに「{ $tree }」があり、コダマの木は各種類1回しか配置できません。別の保護木を選んでください。
lf-refuse-plant-gone = 保護木ボードに「{ $tree }」が残っていません。別の保護木を選んでください。
lf-refuse-plant-cost = 「{ $tree }」のコストは種{ $cost }ですが、あなたは{ $seed }です。安い保護木か、別のアクションを選んでください。
lf-refuse-plant-space = 保護木は、森の保護木に隣接する（斜めは不可）空いたマスに配置します。光っているマスを選んでください。
lf-refuse-move-stone = 精霊コマが止まるマスを選んでください。光っているのは突風で届くマスです。
lf-refuse-move-no_wind = このターンは突風がないため、精霊コマは移動できません。別のアクションを選んでください。
lf-refuse-move-far = 突風{ $wind }では、精霊コマは空いているマスを{ $wind ->
        [1] 1マス
       *[other] 1〜{ $wind }マス
    }しか進めず、そこまでは届きません。光っているマスを選んでください。
lf-refuse-move-occupied =
    そのマスには{ $onibi ->
        [true] 鬼火
       *[other] ほかの精霊コマ
    }がいるため、止まれず飛ばして進みます。光っているマスを選んでください。
lf-refuse-move-count = 精霊コマはそのマスまで{ $steps }マスで届きます（精霊コマのいるマスは飛ばして進み、数えません）。サークル上でもう一度そのマスを選んでください。
lf-refuse-steal-none = { $from }は{ $tile }の勝利タイルを持っていません。持っているタイルから1枚選んでください。
lf-refuse-steal-kind = 勝利タイルは炎・聖なる花・木のいずれかです。飛ばした精霊が持っているものを選んでください。
living_forest-prompt-draw =
    { $solitary ->
        [none] アニマルカードを引きます：カードを引くか、やめてください。
        [3] 単独行動動物が3枚になりました：最後のカードにフラグメントタイルを使うか、やめてください。
       *[other] アニマルカードを引きます：カードを引くか、やめてください（黒丸{ $solitary }/3、フラグメントタイル{ $fragments ->
           *[other] { $fragments }枚
        }）。
    }
living_forest-prompt-action = アクションを選んでください（残り{ $left }）：アニマルカードの獲得、消火、保護木の獲得、精霊の移動、フラグメントの獲得、{ $kodama ->
        [true] コダマの召喚、
       *[other] {""}
    }またはアクション終了。
living_forest-prompt-attract =
    { $picked ->
        [true] さらにアニマルカードを獲得するか（残りの太陽{ $left }）、終えてください。
       *[other] 太陽{ $left }で獲得するアニマルカードを選んでください{ lf-origin }。
    }
living_forest-prompt-extinguish =
    { $picked ->
        [true] さらに消火するか（残りの水{ $left }）、終えてください。
       *[other] 水{ $left }で消火する鬼火を選んでください{ lf-origin }。
    }
living_forest-prompt-plant = 精霊コマが保護木のマスに止まりました。保護木とマスを選ぶか、配置しないを選んでください。
living_forest-prompt-steal = { $from }を飛ばして進みました。その勝利タイルを1枚奪ってください。
living_forest-prompt-kodama = コダマシンボルを使ってください（残り{ $left }）：フラグメントタイルは2、シンボルタイルは3、追加アクションは4。
living_forest-prompt-call = 聖なる花が花のコストに届く表向きのコダマを召喚するか、召喚しないを選んでください。
living_forest-round = ターン{ $round }：{ $holder }が聖なる木を持つ。
living_forest-draw_turn = { $seat }がアニマルカードを引く。
living_forest-draw =
    { $seat }が{ $card ->
        [none] カード
       *[other] 「{ $card }」
    }を引いた{ $reshuffled ->
        [true] （捨て札をリシャッフルして新しい山札にした）
       *[other] {""}
    }。
living_forest-discard_drawn =
    { $seat }がフラグメントタイルを使い、{ $card ->
        [none] 引いたばかりのカード
       *[other] 「{ $card }」
    }を{ $varan ->
        [true] 火トカゲのストックに戻した
       *[other] 捨て札にした
    }。
living_forest-line =
    { $seat }は{ $cards ->
        [none] アニマルカードなし
       *[other] { $cards }
    }で{ $forced ->
        [true] 引くのをやめなければならなかった
       *[other] 引くのをやめた
    }（黒丸{ $solitary }）。
living_forest-action_phase = アクションフェイズ開始。{ $onibi ->
        [none] {""}
       *[other] { $onibi }の場に鬼火：ほかの精霊はアクションを1つしか行えない。
    }
living_forest-turn =
    { $seat }の手番（{ $actions ->
        [1] アクション1つ
       *[other] 異なるアクション2つ
    }）。
living_forest-take_fragment =
    { $seat }がフラグメントタイルを{ $amount }枚獲得した。
living_forest-attract =
    { $seat }が「{ $card }」を獲得した（コスト{ $cost }）{ lf-origin }。
living_forest-extinguish =
    { $seat }が値{ $fire }の鬼火を消火した{ lf-origin }。
living_forest-decline =
    { $seat }は「{ $kind }」を行わなかった{ lf-origin }。
living_forest-nothing =
    { $seat }は「{ $kind }」を行えなかった{ lf-origin }。
living_forest-plant =
    { $seat }が{ $column }列{ $row }行に「{ $tree }」を配置した{ $lines ->
        [none] {""}
       *[other] 。{ $lines }が完成
    }。
living_forest-move =
    { $seat }が{ $steps }マス進み、「{ $stoneName }」のマスに止まった{ $jumped ->
        [none] {""}
       *[other] （{ $jumped }を飛ばした）
    }。
living_forest-stone = { $seat }が「{ $stoneName }」のマスに止まる。
living_forest-steal = { $seat }が{ $source }から{ $tile }の勝利タイルを奪った。
living_forest-pass = { $seat }がアクションを終了した。
living_forest-attack =
    { $targets ->
        [none] 鬼火の襲撃（{ $total }）：どの精霊も水が足りていた。
       *[other] 鬼火の襲撃（{ $total }）：{ $given }。
    }
living_forest-new_fires = 鬼火の追加：{ $added ->
        [none] なし
       *[other] { $added }
    }{ $dropped ->
        [none] {""}
       *[other] （{ $dropped }は置く場所がない）
    }。
living_forest-kodama_spend = { $seat }がコダマシンボルで{ $buy }を購入した（残り{ $left }）。
living_forest-use_tile = { $seat }がシンボルタイルを{ $element }として使った。
living_forest-call =
    { $seat }が「{ $card }」を召喚した（コスト{ $cost }、聖なる花{ $flowers }）{ lf-origin }。
living_forest-onibi_move = 鬼火が「{ $stoneName }」のマスに移動{ $jumped ->
        [none] {""}
       *[other] （{ $jumped }を飛ばした）
    }{ $fires ->
        [none] {""}
        [0] {""}
       *[other] ：値2の鬼火を{ $fires }体追加
    }。
living_forest-refill = アニマルカード置き場に補充：{ $cards }。
living_forest-empty_centre_fire = 中央が空だったため、値{ $fire }の鬼火を追加。
living_forest-game_over = ゲーム終了。{ $result }
living_forest-game_over-winner = { $names }の勝利。
living_forest-game_over-winners = { $names }が勝利を分け合う。
living_forest-given = { $name }が{ $count }を受け取る
living_forest-given-count =
    { $count ->
       *[other] 火トカゲカード{ $count }枚
    }
living_forest-lines-column = { $n }列
living_forest-lines-row = { $n }行
lf-animal-bear = クマ
lf-animal-beetle = 甲虫
lf-animal-lynx = ヤマネコ
lf-animal-fox = キツネ
lf-animal-goldfish = コイ
lf-animal-tanuki = タヌキ
lf-animal-wild_boar = イノシシ
lf-animal-weasel = カワウソ
lf-animal-hare = ウサギ
lf-animal-fawn = シカ
lf-animal-hummingbird = ハチドリ
lf-animal-bee = ハチ
lf-animal-baboon = サル
lf-animal-owl = フクロウ
lf-animal-hedgehog = ハリネズミ
lf-animal-caterpillar = イモムシ
lf-animal-flamingo = フラミンゴ
lf-animal-ram = オヒツジ
lf-animal-wolf = オオカミ
lf-animal-lemur = キツネザル
lf-animal-squirrel = リス
lf-animal-tortoise = リクガメ
lf-animal-coati = ハナグマ
lf-animal-raccoon = アライグマ
lf-animal-beaver = ビーバー
lf-animal-raven = ワタリガラス
lf-animal-bat = コウモリ
lf-animal-cockatoo = オウム
lf-animal-meerkat = ミーアキャット
lf-animal-horse = ウマ
lf-animal-axolotl = ウーパールーパー
lf-animal-chimpanzee = チンパンジー
lf-animal-toucan = オオハシ
lf-animal-butterfly = チョウ
lf-animal-spider = クモ
lf-animal-hippopotamus = カバ
lf-animal-horned_owl = ミミズク
lf-animal-woodpecker = キツツキ
lf-animal-badger = アナグマ
lf-animal-rooster = オンドリ
lf-animal-rhinoceros = サイ
lf-animal-goat = ヤギ
lf-animal-bull = オウシ
lf-animal-salamander = サンショウウオ
lf-animal-frog = カエル
lf-animal-marmot = マーモット
lf-animal-platypus = カモノハシ
lf-animal-crane = ツル
lf-animal-loris = スローロリス
lf-animal-koala = コアラ
lf-animal-leopard = ヒョウ
lf-animal-eagle = ワシ
lf-animal-cobra = コブラ
lf-animal-praying_mantis = カマキリ
lf-animal-panther = クロヒョウ
lf-animal-gorilla = ゴリラ
lf-animal-bison = バイソン
lf-animal-chameleon = カメレオン
lf-animal-crocodile = ワニ
lf-animal-elephant = ゾウ
lf-animal-dolphin = イルカ
lf-animal-dog = イヌ
lf-animal-panda = パンダ
lf-animal-deer = アカシカ
lf-animal-tapir = バク
lf-animal-armadillo = アルマジロ
lf-animal-capybara = カピバラ
lf-animal-crayfish = ザリガニ
lf-animal-peafowl = クジャク
lf-animal-sloth = ナマケモノ
lf-animal-anteater = アリクイ
lf-animal-ara = コンゴウインコ
lf-animal-flying_squirrel = モモンガ
lf-animal-koi = ニシキゴイ
lf-animal-tiger = トラ
lf-animal-kodama = コダマ
lf-animal-sanki = サンキ
lf-animal-onibi = 鬼火
lf-animal-varan = 火トカゲ
