end-reason-grimwood-last_turns_played = 山札が尽き、ほかの全員が最後の手番を終えました。
game-grimwood-name = ザ・グリムウッド
game-grimwood-tagline = 暗い森の生き物を引き、奪い、呼び出して、得点になるコンボを作りましょう。
options-grimwood-identical_locations = 同じ場所3枚
options-grimwood-identical_locations-false = コンボにならない（ルールブック）
options-grimwood-identical_locations-true = 3点のコンボになる（バリアント）
options-grimwood-first_player = スタートプレイヤー
options-grimwood-first_player-random = ランダム
options-grimwood-first_player-seat = { $name }（{ $n }番目の席）
end-tiebreak-grimwood-shared = 最高得点が同点でした：勝利を分け合います。
seatfield-grimwood-amulet = 護符
seatfield-grimwood-amulet-ask = 毎回確認する
seatfield-grimwood-amulet-always = 常に防ぐ
seatfield-grimwood-amulet-never = 防がない
grimwood-card-amazon = アマゾネス
grimwood-card-amazon-help = カードを1つ指定する。それを持っているほかのプレイヤーは全員、あなたに1枚渡す。
grimwood-card-boogeyman = ブギーマン
grimwood-card-boogeyman-help = ほかのプレイヤー1人と手札を交換する。
grimwood-card-bride = 花嫁
grimwood-card-bride-help = ほかのプレイヤーのコンボから男性の超常存在を1枚取る。その能力を使ってもよい。
grimwood-card-centaur = ケンタウロス
grimwood-card-centaur-help = 捨て札の一番上のカードを取る。それをプレイしてもよい。
grimwood-card-dark_unicorn = ダークユニコーン
grimwood-card-dark_unicorn-help = ほかのプレイヤー全員が、ランダムにカードを1枚捨てる。
grimwood-card-demon = 悪魔
grimwood-card-demon-help = 好きなコンボ1つを捨て札にする。
grimwood-card-dracula = ドラキュラ
grimwood-card-dracula-help = 1人のプレイヤーの手札からカードを2枚奪う。
grimwood-card-dragon = ドラゴン
grimwood-card-dragon-help = このカードを含むコンボは能力の対象にならず、新しいカードも加えられない。
grimwood-card-dwarf = ドワーフ
grimwood-card-dwarf-help = 捨て札の一番上と山札の一番上のカードを取り、1枚を残してもう1枚を捨てる。
grimwood-card-elf = エルフ
grimwood-card-elf-help = 自分が支配している超常存在の能力をもう一度使う。
grimwood-card-faeries = 妖精たち
grimwood-card-faeries-help = 捨て札から好きなカードを2枚取る。そのうち1枚をプレイしてもよい。
grimwood-card-ghouls = グール
grimwood-card-ghouls-help = カードを1枚引くか、手札から1枚奪う。
grimwood-card-giant = 巨人
grimwood-card-giant-help = 捨て札から好きなカードを1枚取る。それをプレイしてもよい。
grimwood-card-goblins = ゴブリン
grimwood-card-goblins-help = 1人以上のプレイヤーからカードを合計3枚奪う。
grimwood-card-highwayman = 追いはぎ
grimwood-card-highwayman-help = 自分のコンボ1つを、ほかのプレイヤーのコンボ1つと交換する。
grimwood-card-hydra = ヒュドラ
grimwood-card-hydra-help = 1人のプレイヤーの手札を見る。
grimwood-card-mage = 魔術師
grimwood-card-mage-help = カードを2枚引く。
grimwood-card-nymph = ニンフ
grimwood-card-nymph-help = ほかのプレイヤーのコンボから超常存在を1枚取り、その能力を使う。
grimwood-card-shadow_queen = 影の女王
grimwood-card-shadow_queen-help = 全員の手札を見て、そのうち1人からランダムにカードを1枚奪う。
grimwood-card-sorceress = 魔女
grimwood-card-sorceress-help = 自分のフクロウかカラスのコンボを生け贄にして、好きなコンボ1つを自分のものにする。
grimwood-card-eternals = 永遠なる者たち
grimwood-card-eternals-help = 引く、奪う、またはその両方で、手札が7枚になるまで補充する。
grimwood-card-laraki = ララキ
grimwood-card-laraki-help = 捨て札からプレイヤーの人数分のカードを取り、1枚を残して、ほかのプレイヤーに1枚ずつ渡す。
grimwood-card-troll = トロール
grimwood-card-troll-help = 1人のプレイヤーに、あなたがランダムに選んだカードを1枚捨てさせる。
grimwood-card-werewolf = 狼男
grimwood-card-werewolf-help = 選んだプレイヤー1人は、次の手番が1回休みになる。
grimwood-card-rune = ルーン
grimwood-card-rune-help = プレイすると、この手番のアクションが2つ増える。
grimwood-card-amulet = 護符
grimwood-card-amulet-help = 手札から奪われるのを1回防ぐ。
grimwood-card-owl = フクロウ
grimwood-card-owl-help = フクロウ3枚で10点のコンボになる。
grimwood-card-crow = カラス
grimwood-card-crow-help = カラス3枚で10点のコンボになる。
grimwood-card-path = 小道
grimwood-card-path-help = 小道・沼地・森の空き地で5点のコンボになる。
grimwood-card-swamp = 沼地
grimwood-card-swamp-help = 小道・沼地・森の空き地で5点のコンボになる。
grimwood-card-clearing = 森の空き地
grimwood-card-clearing-help = 小道・沼地・森の空き地で5点のコンボになる。
grimwood-card-boogeyman-more = 男性の生き物：「花嫁」であなたのコンボから奪われることがある。
grimwood-card-demon-more = 男性の生き物：「花嫁」であなたのコンボから奪われることがある。
grimwood-card-dracula-more = 男性の生き物：「花嫁」であなたのコンボから奪われることがある。
grimwood-card-dwarf-more = 男性の生き物：「花嫁」であなたのコンボから奪われることがある。
grimwood-card-giant-more = 男性の生き物：「花嫁」であなたのコンボから奪われることがある。
grimwood-card-mage-more = 男性の生き物：「花嫁」であなたのコンボから奪われることがある。
grimwood-card-troll-more = 男性の生き物：「花嫁」であなたのコンボから奪われることがある。
grimwood-card-werewolf-more = 男性の生き物：「花嫁」であなたのコンボから奪われることがある。
grimwood-card-dragon-more = 守りたいコンボに最後に出す。以後、そのコンボには何も加えられない。
grimwood-card-elf-more = 「エルフ」自身、「ドラゴン」、「ドラゴン」と同じコンボにいる生き物は選べない。
grimwood-card-nymph-more = 「ドラゴン」を含むコンボからは取れない。取った生き物は自分のコンボ1つに加えるか、新しいコンボを始める。
grimwood-card-hidden = 裏向きのカード
grimwood-card-aria = { $name }（{ $kind }）：{ $help }
grimwood-category-supernatural = 超常存在
grimwood-category-animal = 動物
grimwood-category-setting = 場所
grimwood-category-rune = ルーン
grimwood-category-amulet = 護符
grimwood-combo-supernatural = 超常
grimwood-combo-owls = フクロウ
grimwood-combo-crows = カラス
grimwood-combo-locations = 場所
grimwood-combo-paths = 小道
grimwood-combo-swamps = 沼地
grimwood-combo-clearings = 森の空き地
grimwood-board-over = ゲームは終了しました
grimwood-board-turn = { $name }の手番です
grimwood-board-actions_left =
    { $count ->
       *[other] 残りアクション{ $count }つ
    }
grimwood-board-final = { $name }が最後のカードを引いて山札が尽きました：ほかの全員が最後の手番を1回行います。
grimwood-board-you = あなた
grimwood-board-bot = コンピューター（{ $level }）
grimwood-board-skips =
    { $count ->
        [1] 次の手番は休み
       *[other] { $count }回休み
    }
grimwood-board-last = 直前
grimwood-board-last_turn = 最後の手番
grimwood-board-score = 得点
grimwood-board-points = 点
grimwood-board-points-n =
    { $count ->
       *[other] { $count }点
    }
grimwood-board-seat-pick = { $name }を選ぶ
grimwood-board-hand_count =
    { $count ->
       *[other] 手札{ $count }枚
    }
grimwood-board-combos-none = コンボはまだありません
grimwood-board-combo-new = 新しいコンボ
grimwood-board-combo-locked = { $kind }・ロック
grimwood-board-combo-aria = { $name }の{ $kind }コンボ：{ $cards }、{ $points }点
grimwood-board-table = テーブル
grimwood-board-deck =
    { $count ->
       *[other] 山札：{ $count }枚
    }
grimwood-board-deck-aria =
    { $count ->
       *[other] 山札（残り{ $count }枚）
    }
grimwood-board-deck-aria-hint = 山札（残り{ $count }枚）：{ $hint }
grimwood-board-discard =
    { $count ->
       *[other] 捨て札：{ $count }枚
    }
grimwood-board-discard-aria = 捨て札（{ $count }枚、一番上は「{ $card }」）
grimwood-board-discard-aria-empty = 捨て札（空）
grimwood-board-empty = なし
grimwood-board-mine = { $name }：あなたのコンボ
grimwood-board-hand =
    { $count ->
       *[other] あなたの手札：{ $count }枚
    }
grimwood-board-guard = 手札から奪われたときの護符：
grimwood-board-runes = この手番にプレイしたルーン
grimwood-reveal-discard = 捨て札：カードを選んでください
grimwood-reveal-held = 場に出ているカード：1枚選んでください
grimwood-reveal-table = テーブルの超常存在：1枚選んでください
grimwood-reveal-name = カードを指定してください
grimwood-reveal-look = { $name }の手札（あなたにだけ見えています）
grimwood-reveal-lay = 出すカード
grimwood-reveal-pile =
    { $count ->
       *[other] 捨て札：{ $count }枚（上から順）
    }
grimwood-board-discard-browse = すべて見る
grimwood-board-discard-hide = 捨て札を隠す
grimwood-warn-no_power = アクションが残っていません：今出す超常存在は、能力を使わずに出すことになります。
grimwood-reveal-play_now = 取ったばかりのカード：1枚を今プレイするか、手札に残してください
grimwood-info-power = 能力（出したときに1回、使いたければ使える）：{ $help }
grimwood-info-power-dragon = 使う能力はありません。出した瞬間から自動で働きます。{ $help }
grimwood-info-supernatural = 超常コンボに数えられます：1枚で1点、2枚で2点、3枚で5点、4枚で10点、5枚で15点。
grimwood-info-owl = 手札からフクロウ3枚を一緒に出すと、10点のコンボになります。
grimwood-info-crow = 手札からカラス3枚を一緒に出すと、10点のコンボになります。
grimwood-info-sacrifice = 「魔女」を使えば、このコンボを生け贄にして好きなコンボを奪えます。
grimwood-info-location = 手札から小道・沼地・森の空き地を一緒に出すと、5点のコンボになります。
grimwood-info-identical = このゲームでは、{ $kind }3枚でも3点のコンボになります。
grimwood-info-rune = アクション1つとしてプレイすると、この手番のアクションが2つ増えます。また、一緒に出した複数の超常存在が、それぞれ能力を使えるようになります。
grimwood-info-amulet = 手札に持っておくと、カードを奪われるのを1回防ぎ、その後捨て札になります。通常の「奪う」アクションで奪おうとしたプレイヤーは、その手番の残りも失います。
grimwood-info-no_points = 得点にはなりません。
grimwood-info-combo = { $name }の{ $kind }コンボ
grimwood-info-combo-points =
    { $count ->
       *[other] { $count }点
    }
grimwood-info-combo-locked =
    { $count ->
       *[other] { $count }点、「ドラゴン」でロック
    }
grimwood-info-combo-card = { $name }：{ $help }
grimwood-end-total =
    { $count ->
       *[other] { $count }点
    }
grimwood-end-no_combos = コンボがないため、0点です。
grimwood-button-draw = カードを引く
grimwood-button-end = 手番終了
grimwood-button-set = { $kind }コンボを出す
grimwood-button-new = 新しいコンボを始める
grimwood-button-new-no_power = 新しいコンボ（能力なし）
grimwood-button-no_power = { $label }（能力なし）
grimwood-button-rune_power = ルーンをプレイして能力を追加
grimwood-button-into = { $kind }コンボに加える（{ $cards }）
grimwood-button-cancel = キャンセル
grimwood-button-power = 「{ $card }」を使う
grimwood-button-skip = 能力を使わない
grimwood-button-keep = 手札に残す
grimwood-button-block = 護符で防ぐ
grimwood-button-allow = 防がない
grimwood-button-steal = { $name }から奪う
grimwood-button-seat = { $name }
grimwood-hint-draw = 引く
grimwood-hint-steal = 奪う
grimwood-hint-choose = 選ぶ
grimwood-hint-pick_first = 先に手札の超常存在を選んでください。
grimwood-hint-not_yours = それはあなたのコンボではありません。
grimwood-start = 森のカードが配られた：1人3枚ずつ。
grimwood-turn =
    { $final ->
        [true] { $seat }の最後の手番
       *[other] { $seat }の手番
    }
grimwood-draw =
    { $card ->
        [none] { $who }がカードを1枚引いた。
       *[other] { $who }が「{ $card }」を引いた。
    }
grimwood-last_card = { $who }が山札の最後のカードを引いた：ほかの全員が最後の手番を1回行う。
grimwood-try_steal = { $who }が{ $victim }から奪おうとしている。
grimwood-steal =
    { $card ->
        [none] { $who }が{ $victim }からカードを1枚奪った。
       *[other] { $who }が{ $victim }から「{ $card }」を奪った。
    }
grimwood-discard_random = { $who }が「{ $card }」を捨てた（ランダムに選ばれた）。
grimwood-rune = { $who }がルーンをプレイした：アクション+2。
grimwood-set = { $who }が{ $cards }のコンボを出した。
grimwood-amulet_mode = { $who }が護符の設定を「{ $mode }」にした。
grimwood-end_turn = { $who }が手番を終えた。
grimwood-lay = { $who }が{ $cards }を出した。
grimwood-discard = { $who }が「{ $card }」を捨てた。
grimwood-amulet = { $who }が護符で{ $thief }の奪取を防いだ。
grimwood-turn_lost = { $who }はこの手番の残りを失う。
grimwood-runes_discarded = この手番にプレイしたルーンは捨て札になる。
grimwood-skip = { $who }は「狼男」によりこの手番が休みになる。
grimwood-game_over = ゲーム終了：{ $result }。
grimwood-log-score = { $name } { $score }点
grimwood-log-nothing = なし
grimwood-power =
    { $via ->
        [none] { $who }が「{ $card }」の能力を使う。
       *[other] { $who }が「{ $via }」を通じて「{ $card }」の能力を使う。
    }
grimwood-take_discard = { $who }が捨て札から「{ $card }」を取った。
grimwood-dwarf_deck =
    { $card ->
        [none] { $who }が山札の一番上のカードを取った。
       *[other] { $who }が山札の一番上から「{ $card }」を取った。
    }
grimwood-laraki = { $who }が捨て札から{ $cards }を取った。
grimwood-look =
    { $cards ->
        [none] { $who }が{ $target }の手札を見た。
       *[other] { $who }が{ $target }の手札を見た：{ $cards }。
    }
grimwood-swap_hands = { $who }が{ $target }と手札を交換した。
grimwood-werewolf = { $who }により、{ $target }は次の手番が1回休みになる。
grimwood-sacrifice = { $who }が「魔女」にコンボを生け贄にした。
grimwood-demon = { $who }が{ $owner }のコンボを捨て札にした。
grimwood-highwayman = { $who }が{ $owner }とコンボを交換した。
grimwood-sorceress = { $who }が{ $owner }のコンボを自分のものにした。
grimwood-take_played = { $who }が{ $owner }から「{ $card }」を取った。
grimwood-dwarf_keep = { $who }が1枚を残し、「{ $discarded }」を捨てた。
grimwood-laraki_keep = { $who }が「{ $card }」を残した。
grimwood-laraki_give = { $who }が{ $target }に「{ $card }」を渡した。
grimwood-give =
    { $card ->
        [none] { $who }が{ $target }にカード（{ $name }）を1枚渡した。
       *[other] { $who }が{ $target }に「{ $card }」を渡した。
    }
grimwood-amazon =
    { $givers ->
        [none] { $who }が「{ $name }」を指定した：持っているプレイヤーはいなかった。
       *[other] { $who }が「{ $name }」を指定した：{ $givers }が1枚渡した。
    }
grimwood-refuse-game_over = ゲームは終了しました：結果を確認するか、新しいゲームを始めてください。
grimwood-refuse-no_action = この手番のアクションは残っていません。コンボを出すか、手番を終了してください。
grimwood-refuse-deck_empty = 山札が空で、引けるカードがありません。代わりにほかのプレイヤーの手札から奪ってください。
grimwood-refuse-steal_self = 自分から奪うことはできません。カードを持っているほかのプレイヤーを選んでください。
grimwood-refuse-steal_no_seat = そのプレイヤーはいません。ほかのプレイヤーから選んでください。
grimwood-refuse-steal_empty_hand = { $seat }は手札がないので、奪えるカードがありません。カードを持っているプレイヤーを選んでください。
grimwood-refuse-not_in_hand = 「{ $card }」は手札にありません。手札のカードから選んでください。
grimwood-refuse-no_such_card = そのカードはありません。手札のカードから選んでください。
grimwood-refuse-not_a_rune = 「{ $card }」はルーンではないので、アクションは増えません。プレイするならルーンを、出すなら超常存在をタップしてください。
grimwood-refuse-not_supernatural = 「{ $card }」は単独では出せません。単独で出せるのは超常存在だけです。フクロウ、カラス、場所は、コンボがそろってから3枚一緒に出します。
grimwood-refuse-set_variant = { $kind }3枚がコンボになるのは、ゲームの準備で選べるバリアントのときだけです。代わりに小道・沼地・森の空き地を一緒に出してください。
grimwood-refuse-set_missing = このコンボを出すには、手札に{ $need }が必要です（3枚一緒に出します）。先に足りないカードを引くか奪ってください。
grimwood-refuse-no_such_set = そのコンボはありません。一緒に出せるのは、フクロウ3枚、カラス3枚、または小道・沼地・森の空き地です。
grimwood-refuse-amulet_same = 護符はすでに「{ $mode }」に設定されています。別の設定を選ぶか、そのままにしてください。
grimwood-refuse-amulet_mode = 護符の設定は「毎回確認する」「常に防ぐ」「防がない」のいずれかです。この中から選んでください。
grimwood-refuse-not_your_combo = そのコンボは{ $owner }のものです。超常存在を加えられるのは自分のコンボだけです：自分のコンボを選ぶか、新しいコンボを始めてください。
grimwood-refuse-no_such_combo = そのコンボはテーブルにありません。光っているコンボから選んでください。
grimwood-refuse-locked_join = そのコンボには「ドラゴン」がいるため、ロックされていてカードを加えられません。自分のほかのコンボを選ぶか、新しいコンボを始めてください。
grimwood-refuse-not_supernatural_combo = { $kind }コンボはこのままです。生き物を追加できるのは超常コンボだけです。超常コンボを選ぶか、新しいコンボを始めてください。
grimwood-refuse-combo_full = 1つのコンボに入る超常存在は{ $cap }枚までで、これを加えると超えてしまいます。ほかのコンボを選ぶか、新しいコンボを始めてください。
grimwood-refuse-lay_cap = 一緒に出せる超常存在は{ $cap }枚までです。まずこれらのコンボを選び、残りは後で出してください。
grimwood-refuse-already_chosen = 「{ $card }」はすでに選んでいます。手札からほかの超常存在を追加するか、加えるコンボを選んでください。
grimwood-refuse-power_no_action = 能力を使うにはアクションが1つ必要ですが、残っていません。「能力を使わない」を選んで進んでください。
grimwood-refuse-one_power = 一緒に出した超常存在の能力は、ルーンがなければ1つしか使えません。ルーンを持っていないので、「能力を使わない」を選んで進んでください。
grimwood-refuse-one_power_rune = 一緒に出した超常存在の能力は、ルーンがなければ1つしか使えません。先にルーンをプレイしてから（アクション1つを使い、2つ増えます）、この能力を使ってください。
grimwood-refuse-rune_not_now = ここでルーンを使っても何も起きません。能力のどれか、または「能力を使わない」を選んでください。
grimwood-refuse-power_not_laid = 今能力を使えるのは、出したばかりの超常存在だけです。その中から選ぶか、「能力を使わない」を選んでください。
grimwood-refuse-power_idle = 「{ $card }」の能力は今は対象がありません。ほかの能力か、「能力を使わない」を選んでください。
grimwood-refuse-locked_power = そのコンボには「ドラゴン」がいるため、能力の対象になりません。ほかのコンボを選んでください。
grimwood-refuse-locked_card = その生き物は「ドラゴン」と同じコンボにいるため、能力の対象になりません。ほかのカードを選んでください。
grimwood-refuse-combo_theirs = この能力の対象は、あなたではなくほかのプレイヤーのコンボです。ほかのプレイヤーのコンボを選んでください。
grimwood-refuse-combo_mine = 交換に出す自分のコンボを選んでください。
grimwood-refuse-combo_sacrifice = 「魔女」には、生け贄にする自分のフクロウ3枚かカラス3枚のコンボが必要です。そのどちらかを選んでください。
grimwood-refuse-bride_male = 「花嫁」が取れるのは、ほかのプレイヤーのコンボにいる男性の超常存在（ブギーマン、悪魔、ドラキュラ、ドワーフ、巨人、魔術師、トロール、狼男）だけです。その中から選んでください。
grimwood-refuse-elf_choice = 「エルフ」は、自分のコンボにいるほかの超常存在のうち、今何かができるものの能力をもう一度使います。光っているカードから選んでください。
grimwood-refuse-nymph_choice = 「ニンフ」は、ほかのプレイヤーのコンボから超常存在を取ります。光っているカードから選んでください。
grimwood-refuse-card_choice = 表示されているカードから選んでください。
grimwood-refuse-no_amulet = 護符を持っていないので、防げません。「防がない」を選んでください。
grimwood-refuse-player_self = この能力の対象は、あなたではなくほかのプレイヤーです。ほかのプレイヤーを選んでください。
grimwood-refuse-player_choice = 光っているプレイヤーから選んでください。
grimwood-refuse-name_choice = このゲームのカードを指定してください：動物、場所、ルーン、護符、または超常存在の名前（アマゾネスは除く）。
grimwood-refuse-goblins_steal = 「ゴブリン」は奪うだけで、山札からは引きません。カードを持っているプレイヤーを選んでください。
grimwood-refuse-eternals_full = 手札はすでに{ $cap }枚あります：「永遠なる者たち」で補充できるカードはありません。
grimwood-refuse-play_now_choice = 今プレイできるのは、取ったばかりの超常存在かルーンだけです。その中から選ぶか、手札に残してください。
grimwood-refuse-discard_choice =
    { $count ->
       *[other] 捨てるカードを手札から選んでください：{ $count }枚多すぎます。
    }
grimwood-refuse-step-turn = 今はそれはできません。手番では、カードを引く、奪う、超常存在を出す、ルーンをプレイする、コンボを出す、手番を終了する、のいずれかができます。
grimwood-refuse-step-lay = 先に、出す超常存在をどこに加えるか（自分のコンボか新しいコンボか）を選んでください。手札からさらに追加するか、キャンセルもできます。
grimwood-refuse-step-power = 先に、出したばかりの超常存在の能力を決めてください：1つ使うか、「能力を使わない」を選びます。
grimwood-refuse-step-place = 先に、この超常存在を加えるコンボ（自分のコンボか新しいコンボ）を選んでください。
grimwood-refuse-step-play_now = 先に、取ったばかりのカードをどうするか決めてください：1枚を今プレイするか、手札に残します。
grimwood-refuse-step-player = 先に、この能力の対象となるプレイヤーを選んでください。
grimwood-refuse-step-combo = 先に、この能力の対象となるコンボを選んでください。
grimwood-refuse-step-card = 先に、表示されているカードから1枚選んでください。
grimwood-refuse-step-name = 先に、「アマゾネス」で指定するカードを選んでください。
grimwood-refuse-step-source = 先に、山札から引くか、プレイヤーから奪うかを選んでください。
grimwood-refuse-step-amulet = 先に、手札からの奪取に対応してください：護符で防ぐか、防がないかを選びます。
grimwood-refuse-step-discard = 手札が7枚を超えています：先に捨てるカードを選んでください。
grimwood-need-owls = フクロウ3枚
grimwood-need-crows = カラス3枚
grimwood-need-locations = 小道・沼地・森の空き地
grimwood-need-paths = 小道3枚
grimwood-need-swamps = 沼地3枚
grimwood-need-clearings = 森の空き地3枚
grimwood-prompt-turn =
    { $count ->
       *[other] あなたの手番です（残りアクション{ $count }つ）：カードを引くか、奪うか、プレイするか、コンボを出してください。
    }
grimwood-prompt-turn-none = アクションが残っていません：コンボは出せますが、今出す超常存在は能力を使えません。または手番を終了してください。
grimwood-prompt-lay = 超常存在をさらに追加するか、加えるコンボを選んでください。
grimwood-prompt-lay_no_power = アクションが残っていません：これらの超常存在は能力を使わずに出します。コンボを選ぶか、さらに追加するか、キャンセルしてください。
grimwood-prompt-power = 出したばかりの超常存在の能力を1つ使うか、使わないかを選んでください。
grimwood-prompt-power-rune = 一緒に出した超常存在の能力は、ルーンがなければ1つしか使えません。さらに使うにはルーンをプレイしてください（アクション1つを使い、2つ増えます）。能力、ルーン、または「能力を使わない」を選んでください。
grimwood-prompt-power-rune_only = これらの超常存在の能力を1つ使いました。ルーン（アクション1つを使い、2つ増えます）があればもう1つ使えます：ルーンをプレイするか、「能力を使わない」を選んでください。
grimwood-prompt-power-free = 取ったばかりのカードの能力を、アクションを使わずに使えます。使うかどうか選んでください。
grimwood-prompt-place = 「{ $card }」を加えるコンボを選んでください。
grimwood-prompt-play_now = 取ったばかりのカードを1枚プレイするか、手札に残してください。
grimwood-prompt-player = プレイヤーを選んでください。
grimwood-prompt-boogeyman = ブギーマン：手札を交換するプレイヤーを選んでください。
grimwood-prompt-dracula = ドラキュラ：カードを2枚奪うプレイヤーを選んでください。
grimwood-prompt-hydra = ヒュドラ：手札を見るプレイヤーを選んでください。
grimwood-prompt-shadow_queen = 影の女王：ランダムにカードを1枚奪うプレイヤーを選んでください。
grimwood-prompt-troll = トロール：ランダムにカードを1枚捨てさせるプレイヤーを選んでください。
grimwood-prompt-werewolf = 狼男：次の手番を1回休みにするプレイヤーを選んでください。
grimwood-prompt-combo = コンボを選んでください。
grimwood-prompt-demon = 悪魔：捨て札にするコンボを選んでください。
grimwood-prompt-highwayman_theirs = 追いはぎ：交換で手に入れる、ほかのプレイヤーのコンボを選んでください。
grimwood-prompt-highwayman_mine = 追いはぎ：交換に出す自分のコンボを選んでください。
grimwood-prompt-sorceress_sacrifice = 魔女：生け贄にする自分のフクロウかカラスのコンボを選んでください。
grimwood-prompt-sorceress_take = 魔女：自分のものにするコンボを選んでください。
grimwood-prompt-card = カードを選んでください。
grimwood-prompt-nymph = ニンフ：ほかのプレイヤーの超常存在から、取るものを選んでください。その能力も発動します。
grimwood-prompt-bride = 花嫁：ほかのプレイヤーの男性の超常存在から、取るものを選んでください。
grimwood-prompt-elf = エルフ：もう一度能力を使う超常存在を、自分が支配しているものから選んでください。
grimwood-prompt-giant = 巨人：捨て札からカードを1枚選んでください。
grimwood-prompt-faeries =
    { $count ->
        [1] 妖精たち：捨て札からさらに{ $count }枚選んでください。
       *[other] 妖精たち：捨て札から{ $count }枚選んでください。
    }
grimwood-prompt-dwarf = ドワーフ：残すカードを選んでください。もう1枚は捨て札になります。
grimwood-prompt-laraki_keep = ララキ：自分が残すカードを選んでください。
grimwood-prompt-laraki_give = ララキ：{ $to }に渡すカードを選んでください。
grimwood-prompt-name = カードを指定してください。
grimwood-prompt-amazon = アマゾネス：カードを1つ指定してください。ほかのプレイヤーは、それを持っていればあなたに渡さなければなりません。
grimwood-prompt-source = 引くか、奪うかを選んでください。
grimwood-prompt-ghouls = グール：カードを1枚引くか、手札から1枚奪ってください。
grimwood-prompt-goblins =
    { $count ->
        [1] ゴブリン：あと{ $count }回奪えます。プレイヤーを選んでください。
       *[other] ゴブリン：あと{ $count }回奪えます。次に奪うプレイヤーを選んでください。
    }
grimwood-prompt-eternals =
    { $count ->
       *[other] 永遠なる者たち：あと{ $count }枚。引くか奪ってください。
    }
grimwood-prompt-amulet = { $thief }があなたの手札から奪おうとしています。護符で防ぎますか？
grimwood-prompt-discard =
    { $count ->
       *[other] 手札が多すぎます：あと{ $count }枚捨ててください。
    }
