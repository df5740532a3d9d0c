# ロータス：名前、オプション、ボード、エンジンのログ・案内・拒否メッセージ。
# ゲームモジュール（web/games/lotus/index.js）が、エンジンの生の引数を先に言葉にする：
# { $cards }はすでに「赤のユリ、野の花のユリ」のような並び。花の種類の数（$flower_type、$type）は
# 花の名前と一緒に渡される。

end-reason-lotus-final_turns_played = 山札が尽き、全員が最後の手番を終えました。
game-lotus-name = ロータス
game-lotus-tagline = 花びらを1枚ずつ重ねて花を咲かせ、虫の守護者を送り込んで花の支配を争いましょう。
options-lotus-final_round = 最終ラウンド
options-lotus-final_round-everyone = 全員があと1回手番を行う（ルールブック）
options-lotus-final_round-finish_round = 現在のラウンドを終えるだけ（ハウスルール）
options-lotus-first_player = スタートプレイヤー
options-lotus-first_player-random = ランダム
options-lotus-first_player-seat = { $name }（{ $n }番目の席）
insect-red = テントウムシ
insect-blue = トンボ
insect-yellow = チョウ
insect-green = イモムシ
lotus-flower-3 = アイリス
lotus-flower-4 = サクラソウ
lotus-flower-5 = サクラ
lotus-flower-6 = ユリ
lotus-flower-7 = ハス
lotus-power-elder = 長老の守護者
lotus-power-path = 悟りの道
lotus-power-growth = 無限の成長
lotus-power-elder-short = 長老
lotus-power-path-short = 悟り
lotus-power-growth-short = 成長
lotus-power-elder-help = 長老の守護者を獲得します。支配力を2として数えます。
lotus-power-path-help = 以後、手札が5枚になります。
lotus-power-growth-help = 1回のアクションで、同じ種類のカードを何枚でも出せます。
lotus-reward-token = 5点トークン
lotus-reward-token-help = ゲーム終了時に5点になります。
lotus-card = { $colour }の{ $flower }
lotus-card-wild = 野の花の{ $flower }
lotus-card-hidden = カード1枚
lotus-card-aria = { $flower }（花びら{ $type }枚）、{ $colour }、{ $symbols }
lotus-card-symbols =
    { $count ->
       *[other] 守護者シンボル{ $count }個
    }
lotus-card-no_symbols = 守護者シンボルなし
lotus-guardian = { $insect }
lotus-guardian-elder = 長老の{ $insect }
lotus-guardian-aria = { $name }の守護者（{ $insect }）
lotus-guardian-elder-aria = { $name }の長老の守護者（2として数える）
lotus-board-garden = 庭園
lotus-board-bed-count = { $n }/{ $type }
lotus-board-bed-empty = { $flower }は咲いていません
lotus-board-bed-start = ここで{ $flower }を始める
lotus-board-bed-aria = { $flower }：花びら{ $n }/{ $type }枚。{ $cards }
lotus-board-bed-aria-empty = { $flower }：育っている花はありません
lotus-board-controls = 支配
lotus-board-tied = 同点
lotus-board-strength-aria = { $name }：支配力{ $n }
lotus-board-nobody = 支配力はまだありません
lotus-board-wild = 野の花
lotus-board-wild-deck = 山札
lotus-board-wild-deck-aria =
    { $count ->
       *[other] 野の花の山札：残り{ $count }枚
    }
lotus-board-wild-empty = なし
lotus-board-hand = { $name }の手札
lotus-board-hand-hidden = 手札は非公開です
lotus-board-deck = 自分の山札
lotus-board-deck-count =
    { $count ->
       *[other] { $count }枚
    }
lotus-board-deck-aria = 自分の山札（{ $cards }）
lotus-board-deck-aria-hint = 自分の山札（{ $cards }）：{ $hint }
lotus-board-hand-count = { $n }/{ $limit }
lotus-board-strength-leader = { $text }（{ $state }）
lotus-board-seat-you = あなた
lotus-board-seat-bot = コンピューター（{ $level }）
lotus-board-seat-deck = 山札
lotus-board-seat-hand = 手札
lotus-board-seat-petals = 花びら
lotus-board-seat-tokens = トークン
lotus-board-seat-score = 得点
lotus-board-seat-hand-count = { $n }/{ $limit }
lotus-board-seat-tokens-count = ×{ $count }
lotus-board-seat-supply = ストックの守護者
lotus-board-seat-no_powers = 特殊能力はまだありません
lotus-board-seat-last_turn = 最後の手番
lotus-board-seat-turn = 手番中
lotus-board-last = 直前
lotus-board-status-turn = { $name }の手番です
lotus-board-status-left =
    { $count ->
       *[other] 残りアクション{ $count }つ
    }
lotus-board-status-refill = 手札の補充中
lotus-board-status-reward = { $name }が報酬を選んでいます
lotus-board-status-final = 最終ラウンド：{ $name }が自分の山札の最後のカードを引きました。
lotus-board-status-over = ゲームは終了しました。
lotus-board-selection =
    { $count ->
       *[other] { $count }枚選択中
    }
lotus-hint-confirm = 今すぐ交換
lotus-hint-draw = 引く
lotus-button-start = 新しい{ $flower }を始める
lotus-button-confirm =
    { $count ->
       *[other] { $count }枚を交換する
    }
lotus-button-place = { $flower }に置く
lotus-button-cancel = キャンセル
lotus-group-exchange = カードを交換…
lotus-choose-play = 「{ $card }」を出す
lotus-choose-exchange = 「{ $card }」を自分の山札と交換する
lotus-choose-move = 自分の{ $guardian }を移動する
lotus-choose-to = { $flower }へ移動する
lotus-choose-wild = 野の花から「{ $card }」を取る
lotus-button-pass = パス（できることがない）
lotus-button-draw = 自分の山札から引く
lotus-prompt-action =
    { $count ->
        [1] 最後のアクションです：カードを出すか交換するか、守護者を移動してください。
       *[other] アクションを行ってください（残り{ $count }つ）：出すカードか交換するカード、または移動する守護者を選んでください。
    }
lotus-prompt-play = 同じ種類のカードを追加するか、花を選んでください。
lotus-prompt-exchange = 交換するカードを追加するか、自分の山札をタップして今すぐ交換してください。
lotus-prompt-move = 守護者の移動先の花を選んでください。
lotus-prompt-reward = あなたが{ $flower }を支配しています：報酬を選んでください。
lotus-prompt-refill = 手札を{ $limit }枚まで補充してください：自分の山札から引くか、野の花を取ってください。
lotus-play =
    { $new ->
        [true] { $who }が{ $cards }で新しい{ $flower }（花びら{ $flower_type }枚）を始めた。
       *[other] { $who }が{ $flower }に{ $cards }を出した。
    }
lotus-exchange =
    { $cards ->
        [none] { $who }がカード{ $count }枚を交換した。
       *[other] { $who }が{ $cards }を交換し、{ $drawn }を引いた。
    }
lotus-move =
    { $source ->
        [none] { $who }が自分の{ $guardian }を{ $flower }へ送り込んだ。
       *[other] { $who }が自分の{ $guardian }を{ $source }から{ $flower }へ移動した。
    }
lotus-pass = { $who }はできることがなく、パスした。
lotus-complete = { $seat }が{ $flower }を完成させ、花びら{ $petals }枚を獲得した。{ $controllers ->
        [none] 支配プレイヤーはいない。
       *[other] 支配：{ $controllers }{ $tie ->
            [true] （同点）
           *[other] {""}
        }。
    }
lotus-reward =
    { $seat }が{ $choice ->
        [token] 5点トークン
       *[other] 特殊能力「{ $power }」
    }を獲得した。
lotus-draw_deck =
    { $card ->
        [none] { $who }が自分の山札からカードを1枚引いた。
       *[other] { $who }が自分の山札から{ $card }を引いた。
    }
lotus-draw_wild = { $who }が野の花から{ $card }を取った。
lotus-wild_refill = 新しい野の花：{ $cards }。
lotus-final_round = { $seat }が自分の山札の最後のカードを引いた：最終ラウンドが始まる。
lotus-turn =
    { $final ->
        [true] { $seat }の最後の手番。
       *[other] { $seat }の手番。
    }
# lotus-claimの末尾：誰も取れなかった花びら
lotus-claim-removed =
    { $removed ->
        [none] {""}
        [0] {""}
       *[other] （花びら{ $removed }枚は取り除かれた）
    }
lotus-claim =
    { $seats ->
        [none] 未完成の{ $flower }を支配するプレイヤーはいない：その花びらは取り除かれた。
       *[other] { $count ->
            [1] { $seats }が未完成の{ $flower }を獲得し、花びら{ $each }枚を受け取った{ lotus-claim-removed }。
           *[other] { $seats }が未完成の{ $flower }を分け合い、それぞれ花びら{ $each }枚を受け取った{ lotus-claim-removed }。
        }
    }
lotus-game_over = ゲーム終了。最終得点：{ $result }。
lotus-game_over-score = { $name } { $score }点
lotus-info-colour = { $colour }の{ $insect }
lotus-info-card-title = { $colour }の{ $flower }
lotus-info-card-title-wild = 野の花の{ $flower }
lotus-info-card-subtitle = { $colour }の{ $insect }の山札の花びらカード・{ $symbols }
lotus-info-card-subtitle-wild = 野の花の花びらカード・{ $symbols }
lotus-info-card-flower = { $flower }の花びら1枚：{ $flower }は花びらが{ $type }枚そろうと咲きます。
lotus-info-card-symbols =
    { $count ->
        [1] この{ $insect }のシンボルは、このカードがある花での{ $owner }の支配力を1増やします。
       *[other] この{ $count }個の{ $insect }のシンボルは、このカードがある花での{ $owner }の支配力を{ $count }増やします。
    }
lotus-info-card-wild = 野の花には守護者シンボルがなく、誰の支配力も増やしません。手札を補充するとき、誰でも表向きの野の花を取れます。
lotus-info-card-play = 出せるのは{ $flower }の上だけです。{ $flower }が育っていなければ、新しく始められます。花の最後の花びらを置いたプレイヤーが、そのカードをすべて獲得します（1枚1点）。
lotus-info-where-hand = あなたの手札にあります。
lotus-info-where-garden = { $flower }で育っています：花びら{ $n }/{ $type }枚。
lotus-info-where-wild = 野の花の中に表向きで置かれています。
lotus-info-flower-rule = { $flower }は花びらが{ $type }枚そろうと咲きます。最後の1枚を置いたプレイヤーがすべての花びらを獲得し、その花で支配力が最も高いプレイヤーが報酬を選びます。
lotus-info-flower-growing = 花びら{ $n }/{ $type }枚
lotus-info-flower-empty = 育っていません：この種類の最初のカードで、ここに新しく始まります。
lotus-info-flower-petals = 花びら：{ $cards }。
lotus-info-flower-strength = 支配力：{ $list }。
lotus-info-flower-strength-one = { $name } { $n }
lotus-info-flower-leader = 今咲けば、{ $names }が{ $flower }を支配します。
lotus-info-flower-tied = { $names }が同点です：今咲けば、それぞれが報酬を選びます。
lotus-info-flower-guardians = この花の守護者：{ $list }。
lotus-info-guardian-of = { $name }の守護者（{ $guardian }）
lotus-info-guardian-worth =
    { $count ->
        [1] 守護者・{ $count }として数える
       *[other] 長老の守護者・{ $count }として数える
    }
lotus-info-guardian-supply = { $name }のストックで待機しています。
lotus-info-guardian-on = { $flower }の上にいます。
lotus-info-guardian-counts =
    { $count ->
        [1] 花の上にいると、その花での{ $name }の支配力を{ $count }増やします。
       *[other] 花の上にいると、その花での{ $name }の支配力を{ $count }増やします。長老は2倍として数えます。
    }
lotus-info-guardian-moves = { $name }は1回のアクションで、この守護者をストックまたはほかの花から、未完成の好きな花へ移動できます。その花が咲くと、ストックに戻ります。
lotus-info-power-subtitle = 特殊能力（ゲーム終了まで保持）
lotus-info-power-elder = 長老の守護者があなたのストックに加わります。ほかの守護者と同じように移動でき、花の上では支配力を2として数えます。
lotus-info-power-path = 手札が4枚ではなく5枚になり、5枚まで補充します。ほかのプレイヤーの手番中に獲得した場合、5枚目は次の補充で加わります。
lotus-info-power-growth = 花びらを出すとき、3枚以上のカードを一度に出せます。ただし、すべて同じ種類で1つの花に出し、その花に必要な枚数を超えてはいけません。
lotus-info-power-how = 花が咲いたときにその花を支配しているプレイヤーは、5点トークンの代わりに、まだ持っていない特殊能力を獲得できます。各プレイヤーは、それぞれの特殊能力を1回ずつしか獲得できません。
lotus-info-power-held = 所持：{ $names }。
lotus-info-power-nobody = まだ誰も持っていません。
lotus-refuse-now-action = アクションを行ってください：手札から出すカードか交換するカード、または移動する自分の守護者を選んでください。
lotus-refuse-now-play = カードを出している途中です：同じ花のカードを追加するか、その花をタップしてカードを置いてください。
lotus-refuse-now-exchange = カードを交換している途中です：カードを追加するか、自分の山札をタップして交換してください。
lotus-refuse-now-move = 守護者を移動している途中です：移動先の花を選ぶか、キャンセルしてください。
lotus-refuse-now-reward = 花が咲きました：先に、その花の支配プレイヤーが報酬を選びます。
lotus-refuse-now-refill = 2回のアクションが終わりました：自分の山札か表向きの野の花から手札を補充してください。
lotus-refuse-tried-play = カードを出す
lotus-refuse-tried-exchange = カードを交換する
lotus-refuse-tried-move = 守護者を移動する
lotus-refuse-tried-pass = パスする
lotus-refuse-tried-place = 花にカードを置く
lotus-refuse-tried-confirm = 交換を終える
lotus-refuse-tried-to = 守護者を花へ送る
lotus-refuse-tried-reward = 報酬を選ぶ
lotus-refuse-tried-draw = カードを引く
lotus-refuse-unknown = それはこのゲームの操作ではありません。{ $now }
lotus-refuse-not_now = 今は「{ $tried }」はできません。{ $now }
lotus-refuse-malformed = その操作を理解できませんでした。{ $now }
lotus-refuse-not_in_hand = そのカードは手札にありません：手札のカードから選んでください。
lotus-refuse-already_chosen = 「{ $card }」はすでに選んでいます：別のカードを選んでください。
lotus-refuse-exchange_deck_empty = 自分の山札が空なので、新しく引けるカードがありません：代わりにカードを出すか、守護者を移動してください。
lotus-refuse-exchange_limit = 1回のアクションで交換できるのは{ $limit }枚までです：自分の山札をタップして、選んだカードを交換してください。
lotus-refuse-exchange_deck_short = 自分の山札には{ $deck }枚しかなく、交換するカードは1枚ごとに新しいカードと入れ替える必要があります：自分の山札をタップして、選んだカードを交換してください。
lotus-refuse-types_mix = 異なる花は混ぜられません：{ $flower }のカードを選んでいますが、これは「{ $card }」です。{ $flower }を追加するか、{ $flower }をタップしてカードを置いてください。
lotus-refuse-play_limit = 特殊能力「無限の成長」がなければ、1回のアクションで出せるのは{ $limit }枚までです：選んだカードを置き、続きは次のアクションで出してください。
lotus-refuse-no_room = { $flower }にはあと花びら{ $space }枚分の空きしかありません：選んだカードを置いてください。
lotus-refuse-not_a_guardian = それは場にある守護者ではありません：自分の守護者から選んでください。
lotus-refuse-not_your_guardian = その守護者（{ $guardian }）は{ $seat }のものです：動かせるのは自分の守護者だけです。
lotus-refuse-nowhere_to_go = 自分の{ $guardian }が移動できる未完成の花がほかにありません：代わりにカードを出すか交換してください。
lotus-refuse-move_no_flower = 花が選ばれていません：自分の{ $guardian }の移動先として、未完成の花を選んでください。
lotus-refuse-move_not_a_flower = それは庭園の花ではありません：自分の{ $guardian }の移動先として、未完成の花を選んでください。
lotus-refuse-same_flower = 自分の{ $guardian }はすでに{ $flower }の上にいます：ほかの未完成の花を選んでください。
lotus-refuse-not_growing = 庭園に{ $flower }は育っていません：自分の{ $guardian }が移動できるのは未完成の花だけです。
lotus-refuse-place_no_flower = 花が選ばれていません：{ $flower }をタップして、選んだカードを置いてください。
lotus-refuse-not_a_flower = それは庭園の花ではありません：選んだカードは{ $flower }に置きます。
lotus-refuse-wrong_flower = 選んだカードは{ $flower }のカードなので、{ $target }ではなく{ $flower }にしか置けません。{ $flower }をタップするか、キャンセルしてほかのカードを選んでください。
lotus-refuse-must_act = アクションができるうちはパスできません：カードを出すか交換するか、守護者を移動してください。
lotus-refuse-power_held = 特殊能力「{ $power }」はすでに持っています。各特殊能力は1回しか獲得できません：ほかの特殊能力か5点トークンを選んでください。
lotus-refuse-unknown_reward = それは報酬ではありません：5点トークンか、まだ持っていない特殊能力を選んでください。
lotus-refuse-deck_empty = 自分の山札が空です：代わりに表向きの野の花を1枚取ってください。
lotus-refuse-not_in_wild_row = そのカードは表向きの野の花の中にありません：野の花から1枚取るか、自分の山札から引いてください。
lotus-refuse-draw_where = 自分の山札から引くか、表向きの野の花を1枚取ってください。
