end-reason-grimwood-last_turns_played = Bộ bài đã hết, và những người chơi còn lại đều đã chơi lượt cuối cùng.
game-grimwood-name = The Grimwood
game-grimwood-tagline = Rút bài, đánh cắp và triệu tập các sinh vật của khu rừng tăm tối để tạo nên những combo ghi điểm.
options-grimwood-identical_locations = Ba địa điểm giống nhau
options-grimwood-identical_locations-false = Không phải combo (theo luật)
options-grimwood-identical_locations-true = Combo 3 điểm (chế độ chơi thay thế)
options-grimwood-first_player = Người chơi đi đầu tiên
options-grimwood-first_player-random = Chọn ngẫu nhiên
options-grimwood-first_player-seat = { $name } (chỗ ngồi { $n })
end-tiebreak-grimwood-shared = Khi tính điểm, điểm cao nhất bị hòa: chiến thắng được chia sẻ.
seatfield-grimwood-amulet = Bùa
seatfield-grimwood-amulet-ask = Hỏi tôi
seatfield-grimwood-amulet-always = Luôn chặn
seatfield-grimwood-amulet-never = Không bao giờ chặn
grimwood-card-amazon = Amazon
grimwood-card-amazon-help = Gọi tên một lá bài: mỗi người chơi khác đang có lá đó phải đưa cho bạn một lá.
grimwood-card-boogeyman = Boogeyman
grimwood-card-boogeyman-help = Đổi tay bài với một người chơi khác.
grimwood-card-bride = Bride
grimwood-card-bride-help = Lấy một sinh vật siêu nhiên nam từ combo của người chơi khác; bạn có thể dùng sức mạnh của nó.
grimwood-card-centaur = Centaur
grimwood-card-centaur-help = Lấy lá bài trên cùng của chồng bài bỏ; bạn có thể chơi lá đó.
grimwood-card-dark_unicorn = Dark Unicorn
grimwood-card-dark_unicorn-help = Mỗi người chơi khác bỏ 1 lá bài ngẫu nhiên.
grimwood-card-demon = Demon
grimwood-card-demon-help = Đưa một combo bất kỳ vào chồng bài bỏ.
grimwood-card-dracula = Dracula
grimwood-card-dracula-help = Đánh cắp 2 lá bài từ tay của một người chơi.
grimwood-card-dragon = Dragon
grimwood-card-dragon-help = Combo của nó miễn nhiễm với mọi sức mạnh, và không nhận thêm lá bài mới.
grimwood-card-dwarf = Dwarf
grimwood-card-dwarf-help = Lấy lá bài trên cùng của chồng bài bỏ và lá bài trên cùng của bộ bài: giữ một lá, bỏ lá còn lại.
grimwood-card-elf = Elf
grimwood-card-elf-help = Kích hoạt lại sức mạnh của một sinh vật siêu nhiên bạn đang kiểm soát.
grimwood-card-faeries = Faeries
grimwood-card-faeries-help = Lấy 2 lá bài bất kỳ từ chồng bài bỏ; bạn có thể chơi một lá.
grimwood-card-ghouls = Ghouls
grimwood-card-ghouls-help = Rút 1 lá bài hoặc đánh cắp 1 lá từ tay một người chơi.
grimwood-card-giant = Giant
grimwood-card-giant-help = Lấy một lá bài bất kỳ từ chồng bài bỏ; bạn có thể chơi lá đó.
grimwood-card-goblins = Goblins
grimwood-card-goblins-help = Đánh cắp 3 lá bài từ một hoặc nhiều người chơi.
grimwood-card-highwayman = Highwayman
grimwood-card-highwayman-help = Trao đổi một combo của bạn với một combo của người chơi khác.
grimwood-card-hydra = Hydra
grimwood-card-hydra-help = Xem tay bài của một người chơi.
grimwood-card-mage = Mage
grimwood-card-mage-help = Rút 2 lá bài.
grimwood-card-nymph = Nymph
grimwood-card-nymph-help = Lấy một sinh vật siêu nhiên từ combo của người chơi khác và dùng sức mạnh của nó.
grimwood-card-shadow_queen = Shadow Queen
grimwood-card-shadow_queen-help = Xem tay bài của mọi người, rồi đánh cắp 1 lá bài ngẫu nhiên từ một tay bài.
grimwood-card-sorceress = Sorceress
grimwood-card-sorceress-help = Hy sinh bộ cú hoặc quạ của bạn để biến một combo bất kỳ thành của bạn.
grimwood-card-eternals = The Eternals
grimwood-card-eternals-help = Rút và/hoặc đánh cắp cho đến khi có đủ 7 lá bài trên tay.
grimwood-card-laraki = The Laraki
grimwood-card-laraki-help = Lấy từ chồng bài bỏ số lá bằng số người chơi: giữ một lá, đưa cho mỗi người chơi khác một lá.
grimwood-card-troll = Troll
grimwood-card-troll-help = Một người chơi bỏ 1 lá bài do bạn chọn ngẫu nhiên.
grimwood-card-werewolf = Werewolf
grimwood-card-werewolf-help = Người chơi bạn chọn sẽ mất lượt kế tiếp.
grimwood-card-rune = Rune
grimwood-card-rune-help = Chơi lá này để có thêm 2 hành động trong lượt này.
grimwood-card-amulet = Bùa
grimwood-card-amulet-help = Chặn 1 lần đánh cắp bài từ tay bạn.
grimwood-card-owl = Cú
grimwood-card-owl-help = 3 lá cú tạo thành một combo 10 điểm.
grimwood-card-crow = Quạ
grimwood-card-crow-help = 3 lá quạ tạo thành một combo 10 điểm.
grimwood-card-path = Path
grimwood-card-path-help = Path, Swamp và Clearing tạo thành một combo 5 điểm.
grimwood-card-swamp = Swamp
grimwood-card-swamp-help = Path, Swamp và Clearing tạo thành một combo 5 điểm.
grimwood-card-clearing = Clearing
grimwood-card-clearing-help = Path, Swamp và Clearing tạo thành một combo 5 điểm.
grimwood-card-boogeyman-more = Một sinh vật nam: Bride có thể lấy nó từ combo của bạn.
grimwood-card-demon-more = Một sinh vật nam: Bride có thể lấy nó từ combo của bạn.
grimwood-card-dracula-more = Một sinh vật nam: Bride có thể lấy nó từ combo của bạn.
grimwood-card-dwarf-more = Một sinh vật nam: Bride có thể lấy nó từ combo của bạn.
grimwood-card-giant-more = Một sinh vật nam: Bride có thể lấy nó từ combo của bạn.
grimwood-card-mage-more = Một sinh vật nam: Bride có thể lấy nó từ combo của bạn.
grimwood-card-troll-more = Một sinh vật nam: Bride có thể lấy nó từ combo của bạn.
grimwood-card-werewolf-more = Một sinh vật nam: Bride có thể lấy nó từ combo của bạn.
grimwood-card-dragon-more = Khi đặt combo bạn muốn bảo vệ, hãy đặt lá này vào sau cùng: từ đó không lá bài nào có thể vào thêm combo đó.
grimwood-card-elf-more = Không áp dụng cho chính Elf, Dragon, hoặc sinh vật nằm trong combo có Dragon.
grimwood-card-nymph-more = Không lấy từ combo có Dragon. Sinh vật đó vào một combo của bạn hoặc bắt đầu một combo mới.
grimwood-card-hidden = một lá bài úp xuống
grimwood-card-aria = { $name } ({ $kind }): { $help }
grimwood-category-supernatural = Siêu nhiên
grimwood-category-animal = Động vật
grimwood-category-setting = Địa điểm
grimwood-category-rune = Rune
grimwood-category-amulet = Bùa
grimwood-combo-supernatural = Siêu nhiên
grimwood-combo-owls = Cú
grimwood-combo-crows = Quạ
grimwood-combo-locations = Địa điểm
grimwood-combo-paths = Path
grimwood-combo-swamps = Swamp
grimwood-combo-clearings = Clearing
grimwood-board-over = Ván chơi đã kết thúc
grimwood-board-turn = Lượt của { $name }
grimwood-board-actions_left =
    { $count ->
       *[other] Còn { $count } hành động
    }
grimwood-board-final = Bộ bài đã hết khi { $name } rút lá bài cuối cùng: mỗi người còn lại được chơi một lượt cuối cùng.
grimwood-board-you = bạn
grimwood-board-bot = máy ({ $level })
grimwood-board-skips =
    { $count ->
        [1] mất lượt kế tiếp
       *[other] mất { $count } lượt kế tiếp
    }
grimwood-board-last = mới
grimwood-board-last_turn = lượt cuối cùng
grimwood-board-score = Điểm
grimwood-board-points = điểm
grimwood-board-points-n =
    { $count ->
       *[other] { $count } điểm
    }
grimwood-board-seat-pick = Chọn { $name }
grimwood-board-hand_count =
    { $count ->
       *[other] { $count } lá bài trên tay
    }
grimwood-board-combos-none = Chưa có combo nào
grimwood-board-combo-new = Combo mới
grimwood-board-combo-locked = { $kind } · đã khóa
grimwood-board-combo-aria = Combo { $kind } của { $name }: { $cards }, { $points } điểm
grimwood-board-table = Bàn chơi
grimwood-board-deck =
    { $count ->
       *[other] Bộ bài: { $count } lá bài
    }
grimwood-board-deck-aria =
    { $count ->
       *[other] Bộ bài, còn { $count } lá bài
    }
grimwood-board-deck-aria-hint = Bộ bài, còn { $count } lá: { $hint }
grimwood-board-discard =
    { $count ->
       *[other] Chồng bài bỏ: { $count } lá bài
    }
grimwood-board-discard-aria = Chồng bài bỏ, { $count } lá bài, trên cùng là { $card }
grimwood-board-discard-aria-empty = Chồng bài bỏ, trống
grimwood-board-empty = Trống
grimwood-board-mine = { $name }: các combo của bạn
grimwood-board-hand =
    { $count ->
       *[other] Tay bài của bạn: { $count } lá bài
    }
grimwood-board-guard = Khi có người đánh cắp bài của bạn, lá bùa của bạn sẽ:
grimwood-board-runes = Các lá rune đã chơi trong lượt này
grimwood-reveal-discard = Chồng bài bỏ: chọn một lá bài
grimwood-reveal-held = Các lá bài đang trong cuộc chơi: chọn một lá
grimwood-reveal-table = Sinh vật siêu nhiên trên bàn: chọn một
grimwood-reveal-name = Gọi tên một lá bài
grimwood-reveal-look = Tay bài của { $name } (chỉ bạn thấy)
grimwood-reveal-lay = Đang đặt bài
grimwood-reveal-pile =
    { $count ->
       *[other] Chồng bài bỏ: { $count } lá bài, lá trên cùng trước
    }
grimwood-board-discard-browse = Xem tất cả
grimwood-board-discard-hide = Ẩn chồng bài
grimwood-warn-no_power = Bạn không còn hành động nào: sinh vật siêu nhiên đặt xuống lúc này sẽ không dùng được sức mạnh.
grimwood-reveal-play_now = Vừa lấy: chơi ngay một lá, hoặc giữ lại
grimwood-info-power = Sức mạnh, dùng một lần khi đặt lá này xuống (nếu bạn muốn): { $help }
grimwood-info-power-dragon = Không có sức mạnh để dùng: lá này tự có hiệu lực ngay khi được đặt xuống. { $help }
grimwood-info-supernatural = Lá sinh vật siêu nhiên được tính điểm trong combo siêu nhiên: 1 lá bài được 1 điểm, 2 lá được 2 điểm, 3 lá được 5 điểm, 4 lá được 10 điểm và 5 lá được 15 điểm.
grimwood-info-owl = 3 lá cú đặt cùng lúc từ tay bạn tạo thành một combo 10 điểm.
grimwood-info-crow = 3 lá quạ đặt cùng lúc từ tay bạn tạo thành một combo 10 điểm.
grimwood-info-sacrifice = Với Sorceress, bạn có thể hy sinh một combo như vậy để lấy một combo bất kỳ.
grimwood-info-location = Một Path, một Swamp và một Clearing đặt cùng lúc từ tay bạn tạo thành một combo 5 điểm.
grimwood-info-identical = Trong ván này, 3 lá { $kind } cũng tạo thành một combo 3 điểm.
grimwood-info-rune = Chơi lá này như một hành động: bạn có thêm 2 hành động trong lượt này. Lá này cũng cho phép mỗi sinh vật siêu nhiên được đặt cùng lúc đều dùng được sức mạnh của mình.
grimwood-info-amulet = Giữ lá này trên tay: nó chặn 1 lá bài bị đánh cắp khỏi tay bạn, rồi vào chồng bài bỏ. Người chơi đánh cắp bằng một lần đánh cắp thông thường còn bị mất phần còn lại của lượt.
grimwood-info-no_points = Lá này không được tính điểm.
grimwood-info-combo = Combo { $kind } của { $name }
grimwood-info-combo-points =
    { $count ->
       *[other] { $count } điểm
    }
grimwood-info-combo-locked =
    { $count ->
       *[other] { $count } điểm, bị Dragon khóa
    }
grimwood-info-combo-card = { $name }: { $help }
grimwood-end-total =
    { $count ->
       *[other] { $count } điểm
    }
grimwood-end-no_combos = Không có combo nào, nên không có điểm.
grimwood-button-draw = Rút một lá bài
grimwood-button-end = Kết thúc lượt
grimwood-button-set = Đặt combo { $kind }
grimwood-button-new = Bắt đầu combo mới
grimwood-button-new-no_power = Combo mới, không dùng sức mạnh
grimwood-button-no_power = { $label }, không dùng sức mạnh
grimwood-button-rune_power = Chơi rune để dùng thêm sức mạnh
grimwood-button-into = Thêm vào combo { $kind } ({ $cards })
grimwood-button-cancel = Hủy
grimwood-button-power = Dùng { $card }
grimwood-button-skip = Không dùng sức mạnh
grimwood-button-keep = Giữ trên tay
grimwood-button-block = Chặn bằng bùa
grimwood-button-allow = Không chặn
grimwood-button-steal = Đánh cắp từ { $name }
grimwood-button-seat = { $name }
grimwood-hint-draw = Rút bài
grimwood-hint-steal = Đánh cắp
grimwood-hint-choose = Chọn
grimwood-hint-pick_first = Hãy chọn một sinh vật siêu nhiên trên tay trước.
grimwood-hint-not_yours = Combo đó không phải của bạn.
grimwood-start = Khu rừng đã được chia bài: mỗi người 3 lá bài.
grimwood-turn =
    { $final ->
        [true] Lượt cuối cùng của { $seat }
       *[other] Lượt của { $seat }
    }
grimwood-draw =
    { $card ->
        [none] { $who } rút một lá bài.
       *[other] { $who } rút { $card }.
    }
grimwood-last_card = { $who } rút lá bài cuối cùng của bộ bài: mỗi người còn lại được chơi một lượt cuối cùng.
grimwood-try_steal = { $who } định đánh cắp bài của { $victim }.
grimwood-steal =
    { $card ->
        [none] { $who } đánh cắp một lá bài của { $victim }.
       *[other] { $who } đánh cắp { $card } của { $victim }.
    }
grimwood-discard_random = { $who } bỏ { $card } (chọn ngẫu nhiên).
grimwood-rune = { $who } chơi một lá rune: thêm 2 hành động.
grimwood-set = { $who } đặt combo gồm { $cards }.
grimwood-amulet_mode = { $who } đặt chế độ bùa thành “{ $mode }”.
grimwood-end_turn = { $who } kết thúc lượt.
grimwood-lay = { $who } đặt { $cards } xuống.
grimwood-discard = { $who } bỏ { $card }.
grimwood-amulet = { $who } dùng bùa chặn lần đánh cắp của { $thief }.
grimwood-turn_lost = { $who } mất phần còn lại của lượt.
grimwood-runes_discarded = Các lá rune đã chơi trong lượt này được đưa vào chồng bài bỏ.
grimwood-skip = { $who } mất lượt này vì Werewolf.
grimwood-game_over = Kết thúc trò chơi: { $result }.
grimwood-log-score = { $name } { $score } điểm
grimwood-log-nothing = không có gì
grimwood-power =
    { $via ->
        [none] { $who } dùng sức mạnh của { $card }.
       *[other] { $who } dùng sức mạnh của { $card } (thông qua { $via }).
    }
grimwood-take_discard = { $who } lấy { $card } từ chồng bài bỏ.
grimwood-dwarf_deck =
    { $card ->
        [none] { $who } lấy lá bài trên cùng của bộ bài.
       *[other] { $who } lấy { $card } từ trên cùng bộ bài.
    }
grimwood-laraki = { $who } lấy { $cards } từ chồng bài bỏ.
grimwood-look =
    { $cards ->
        [none] { $who } xem tay bài của { $target }.
       *[other] { $who } xem tay bài của { $target }: { $cards }.
    }
grimwood-swap_hands = { $who } đổi tay bài với { $target }.
grimwood-werewolf = { $who } khiến { $target } mất lượt kế tiếp.
grimwood-sacrifice = { $who } hy sinh một combo cho Sorceress.
grimwood-demon = { $who } đưa combo của { $owner } vào chồng bài bỏ.
grimwood-highwayman = { $who } trao đổi một combo với { $owner }.
grimwood-sorceress = { $who } biến combo của { $owner } thành của mình.
grimwood-take_played = { $who } lấy { $card } từ { $owner }.
grimwood-dwarf_keep = { $who } giữ một lá bài và bỏ { $discarded }.
grimwood-laraki_keep = { $who } giữ { $card }.
grimwood-laraki_give = { $who } đưa { $card } cho { $target }.
grimwood-give =
    { $card ->
        [none] { $who } đưa cho { $target } một lá bài ({ $name }).
       *[other] { $who } đưa { $card } cho { $target }.
    }
grimwood-amazon =
    { $givers ->
        [none] { $who } gọi tên { $name }: không ai có lá đó.
       *[other] { $who } gọi tên { $name }: { $givers } đã đưa ra một lá.
    }
grimwood-refuse-game_over = Ván chơi đã kết thúc: hãy xem kết quả, hoặc bắt đầu ván mới.
grimwood-refuse-no_action = Bạn không còn hành động nào trong lượt này. Bạn vẫn có thể đặt combo, hoặc kết thúc lượt.
grimwood-refuse-deck_empty = Bộ bài đã hết: không còn gì để rút. Thay vào đó, hãy đánh cắp từ tay của người chơi khác.
grimwood-refuse-steal_self = Bạn không thể đánh cắp của chính mình. Hãy chọn một người chơi khác đang có lá bài trên tay.
grimwood-refuse-steal_no_seat = Không có người chơi này. Hãy chọn một trong những người chơi khác.
grimwood-refuse-steal_empty_hand = { $seat } không có lá bài nào trên tay, nên không có gì để lấy. Hãy chọn một người chơi đang có lá bài.
grimwood-refuse-not_in_hand = { $card } không có trên tay bạn. Hãy chọn một trong các lá bài bạn đang có.
grimwood-refuse-no_such_card = Không có lá bài này. Hãy chọn một trong các lá bài bạn đang có.
grimwood-refuse-not_a_rune = { $card } không phải là rune, nên không cho thêm hành động bổ sung nào. Hãy chạm vào một lá rune để chơi, hoặc một sinh vật siêu nhiên để đặt combo.
grimwood-refuse-not_supernatural = { $card } không thể được đặt xuống riêng lẻ: chỉ sinh vật siêu nhiên mới làm được vậy. Cú, quạ và địa điểm được đặt theo bộ ba, khi bạn đã có đủ cả combo.
grimwood-refuse-set_variant = 3 lá { $kind } chỉ tạo thành combo trong chế độ chơi thay thế được chọn khi chuẩn bị ván. Thay vào đó, hãy đặt combo gồm một Path, một Swamp và một Clearing.
grimwood-refuse-set_missing = Để đặt combo này, bạn cần có { $need } trên tay: cả ba lá được đặt xuống cùng lúc. Hãy rút hoặc đánh cắp những lá bài còn thiếu trước.
grimwood-refuse-no_such_set = Không có combo này. Có thể đặt cùng lúc 3 lá cú, 3 lá quạ, hoặc một Path, một Swamp và một Clearing.
grimwood-refuse-amulet_same = Bùa của bạn đã ở chế độ “{ $mode }”. Hãy chọn chế độ khác, hoặc giữ nguyên.
grimwood-refuse-amulet_mode = Bùa của bạn có thể đặt ở chế độ Hỏi tôi, Luôn chặn hoặc Không bao giờ chặn. Hãy chọn một trong các chế độ đó.
grimwood-refuse-not_your_combo = Combo đó thuộc về { $owner }. Sinh vật siêu nhiên của bạn chỉ vào được combo của chính bạn: hãy chọn một combo của bạn hoặc bắt đầu combo mới.
grimwood-refuse-no_such_combo = Combo đó không có trên bàn. Hãy chọn một trong các combo đang sáng.
grimwood-refuse-locked_join = Combo đó có Dragon: nó đã bị khóa và không lá bài nào có thể vào thêm. Hãy chọn một combo khác của bạn hoặc bắt đầu combo mới.
grimwood-refuse-not_supernatural_combo = Combo { $kind } của bạn giữ nguyên như vậy: chỉ combo siêu nhiên mới nhận thêm sinh vật siêu nhiên. Hãy chọn một combo siêu nhiên hoặc bắt đầu combo mới.
grimwood-refuse-combo_full = Một combo chứa tối đa { $cap } sinh vật siêu nhiên, và những lá này sẽ làm nó vượt quá. Hãy chọn combo khác hoặc bắt đầu combo mới.
grimwood-refuse-lay_cap = Chỉ được đặt cùng lúc tối đa { $cap } sinh vật siêu nhiên. Hãy chọn combo cho những lá này trước, rồi đặt combo cho các lá còn lại sau.
grimwood-refuse-already_chosen = { $card } đã được chọn. Hãy thêm một sinh vật siêu nhiên khác từ tay bạn, hoặc chọn combo để đặt chúng vào.
grimwood-refuse-power_no_action = Dùng sức mạnh cần một hành động, và bạn không còn hành động nào. Hãy chọn Không dùng sức mạnh để tiếp tục.
grimwood-refuse-one_power = Các sinh vật siêu nhiên đặt cùng lúc chỉ cho một sức mạnh, trừ khi bạn có rune. Bạn không có lá rune nào: hãy chọn Không dùng sức mạnh để tiếp tục.
grimwood-refuse-one_power_rune = Các sinh vật siêu nhiên đặt cùng lúc chỉ cho một sức mạnh, trừ khi bạn có rune. Hãy chơi rune của bạn trước (tốn một hành động và cho thêm hai), rồi dùng sức mạnh này.
grimwood-refuse-rune_not_now = Rune của bạn không mở khóa được gì ở đây. Hãy chọn một sức mạnh, hoặc Không dùng sức mạnh.
grimwood-refuse-power_not_laid = Chỉ những sinh vật siêu nhiên bạn vừa đặt xuống mới có thể dùng sức mạnh lúc này. Hãy chọn một trong số đó, hoặc Không dùng sức mạnh.
grimwood-refuse-power_idle = Sức mạnh của { $card } hiện không có gì để tác động. Hãy chọn sức mạnh khác, hoặc Không dùng sức mạnh.
grimwood-refuse-locked_power = Combo đó có Dragon: không sức mạnh nào tác động được lên nó. Hãy chọn combo khác.
grimwood-refuse-locked_card = Sinh vật đó nằm trong combo có Dragon: không sức mạnh nào tác động được lên nó. Hãy chọn sinh vật khác.
grimwood-refuse-combo_theirs = Sức mạnh này tác động lên combo của người chơi khác, không phải của bạn. Hãy chọn một combo của họ.
grimwood-refuse-combo_mine = Hãy chọn một combo của chính bạn để đưa ra trao đổi.
grimwood-refuse-combo_sacrifice = Sorceress cần một combo 3 lá cú hoặc 3 lá quạ của bạn để hy sinh. Hãy chọn một trong các combo đó.
grimwood-refuse-bride_male = Bride chỉ lấy sinh vật siêu nhiên nam (Boogeyman, Demon, Dracula, Dwarf, Giant, Mage, Troll hoặc Werewolf) từ combo của người chơi khác. Hãy chọn một trong số đó.
grimwood-refuse-elf_choice = Elf kích hoạt lại sức mạnh của một sinh vật siêu nhiên khác trong các combo của bạn, sinh vật có thể làm được gì đó lúc này. Hãy chọn một trong các lá bài đang sáng.
grimwood-refuse-nymph_choice = Nymph lấy một sinh vật siêu nhiên từ combo của người chơi khác. Hãy chọn một trong các lá bài đang sáng.
grimwood-refuse-card_choice = Hãy chọn một trong các lá bài được hiển thị.
grimwood-refuse-no_amulet = Bạn không có bùa, nên không thể chặn. Hãy chọn Không chặn.
grimwood-refuse-player_self = Sức mạnh này tác động lên người chơi khác, không phải lên bạn. Hãy chọn một người chơi khác.
grimwood-refuse-player_choice = Hãy chọn một trong những người chơi đang sáng.
grimwood-refuse-name_choice = Hãy gọi tên một lá bài trong trò chơi: một động vật, một địa điểm, một rune, một bùa, hoặc một sinh vật siêu nhiên theo tên của nó (trừ Amazon).
grimwood-refuse-goblins_steal = Goblins chỉ đánh cắp: chúng không rút bài từ bộ bài. Hãy chọn một người chơi đang có lá bài.
grimwood-refuse-eternals_full = Tay bài của bạn đã có { $cap } lá bài: The Eternals không còn gì để bổ sung.
grimwood-refuse-play_now_choice = Chỉ sinh vật siêu nhiên hoặc rune bạn vừa lấy mới có thể chơi lúc này. Hãy chọn một trong số đó, hoặc giữ chúng trên tay.
grimwood-refuse-discard_choice =
    { $count ->
       *[other] Hãy chọn một lá bài trên tay để bỏ: bạn đang thừa { $count } lá bài.
    }
grimwood-refuse-step-turn = Lúc này không thể làm vậy. Trong lượt của mình, bạn có thể rút bài, đánh cắp, đặt một sinh vật siêu nhiên, chơi rune, đặt combo, hoặc kết thúc lượt.
grimwood-refuse-step-lay = Trước hết, hãy chọn nơi đặt các sinh vật siêu nhiên: một combo của bạn hoặc combo mới. Hoặc thêm một lá khác từ tay bạn, hoặc hủy.
grimwood-refuse-step-power = Trước hết, hãy quyết định về sức mạnh của các sinh vật siêu nhiên bạn vừa đặt: dùng một sức mạnh, hoặc chọn Không dùng sức mạnh.
grimwood-refuse-step-place = Trước hết, hãy chọn combo cho sinh vật siêu nhiên này: một combo của bạn, hoặc combo mới.
grimwood-refuse-step-play_now = Trước hết, hãy quyết định về các lá bài bạn vừa lấy: chơi ngay một lá, hoặc giữ chúng trên tay.
grimwood-refuse-step-player = Trước hết, hãy chọn một người chơi cho sức mạnh này.
grimwood-refuse-step-combo = Trước hết, hãy chọn một combo cho sức mạnh này.
grimwood-refuse-step-card = Trước hết, hãy chọn một trong các lá bài được hiển thị.
grimwood-refuse-step-name = Trước hết, hãy gọi tên một lá bài cho Amazon.
grimwood-refuse-step-source = Trước hết, hãy chọn: rút từ bộ bài, hoặc đánh cắp từ một người chơi.
grimwood-refuse-step-amulet = Trước hết, hãy phản ứng với lần đánh cắp bài trên tay bạn: chặn bằng bùa, hoặc không chặn.
grimwood-refuse-step-discard = Bạn đang có hơn 7 lá bài: trước hết, hãy chọn các lá bài để bỏ.
grimwood-need-owls = 3 lá cú
grimwood-need-crows = 3 lá quạ
grimwood-need-locations = một Path, một Swamp và một Clearing
grimwood-need-paths = 3 lá Path
grimwood-need-swamps = 3 lá Swamp
grimwood-need-clearings = 3 lá Clearing
grimwood-prompt-turn =
    { $count ->
       *[other] Lượt của bạn: còn { $count } hành động. Rút bài, đánh cắp, chơi một lá bài hoặc đặt combo.
    }
grimwood-prompt-turn-none = Hết hành động: bạn vẫn có thể đặt combo, nhưng sinh vật siêu nhiên đặt xuống lúc này không dùng được sức mạnh. Hoặc kết thúc lượt.
grimwood-prompt-lay = Thêm sinh vật siêu nhiên, hoặc chọn combo để đặt chúng vào.
grimwood-prompt-lay_no_power = Hết hành động: các sinh vật siêu nhiên này được đặt xuống mà không dùng sức mạnh. Hãy chọn combo cho chúng, thêm lá khác, hoặc hủy.
grimwood-prompt-power = Dùng một sức mạnh của các sinh vật siêu nhiên bạn vừa đặt, hoặc không dùng.
grimwood-prompt-power-rune = Các sinh vật siêu nhiên đặt cùng lúc chỉ cho một sức mạnh, trừ khi bạn có rune: hãy chơi rune của bạn (tốn một hành động và cho thêm hai) để dùng thêm. Chọn một sức mạnh, rune của bạn, hoặc Không dùng sức mạnh.
grimwood-prompt-power-rune_only = Bạn đã dùng một sức mạnh của các sinh vật siêu nhiên này. Với rune của bạn (tốn một hành động và cho thêm hai), bạn có thể dùng thêm một sức mạnh: hãy chơi rune, hoặc chọn Không dùng sức mạnh.
grimwood-prompt-power-free = Bạn có thể dùng miễn phí sức mạnh của lá bài vừa lấy, hoặc không.
grimwood-prompt-place = Chọn combo cho { $card }.
grimwood-prompt-play_now = Chơi một trong các lá bài bạn vừa lấy, hoặc giữ chúng trên tay.
grimwood-prompt-player = Chọn một người chơi.
grimwood-prompt-boogeyman = Boogeyman: chọn một người chơi để đổi tay bài.
grimwood-prompt-dracula = Dracula: chọn một người chơi để đánh cắp 2 lá bài.
grimwood-prompt-hydra = Hydra: chọn một người chơi để xem tay bài của họ.
grimwood-prompt-shadow_queen = Shadow Queen: chọn một người chơi để đánh cắp 1 lá bài ngẫu nhiên.
grimwood-prompt-troll = Troll: chọn một người chơi phải bỏ 1 lá bài ngẫu nhiên.
grimwood-prompt-werewolf = Werewolf: chọn một người chơi sẽ mất lượt kế tiếp.
grimwood-prompt-combo = Chọn một combo.
grimwood-prompt-demon = Demon: chọn một combo để đưa vào chồng bài bỏ.
grimwood-prompt-highwayman_theirs = Highwayman: chọn combo của người chơi khác để lấy.
grimwood-prompt-highwayman_mine = Highwayman: chọn combo của bạn để đưa ra trao đổi.
grimwood-prompt-sorceress_sacrifice = Sorceress: chọn bộ cú hoặc quạ của bạn để hy sinh.
grimwood-prompt-sorceress_take = Sorceress: chọn combo để biến thành của bạn.
grimwood-prompt-card = Chọn một lá bài.
grimwood-prompt-nymph = Nymph: chọn một sinh vật siêu nhiên của người chơi khác để lấy; sức mạnh của nó đi theo.
grimwood-prompt-bride = Bride: chọn một sinh vật siêu nhiên nam của người chơi khác để lấy.
grimwood-prompt-elf = Elf: chọn một sinh vật siêu nhiên bạn đang kiểm soát để kích hoạt lại sức mạnh của nó.
grimwood-prompt-giant = Giant: chọn một lá bài từ chồng bài bỏ.
grimwood-prompt-faeries =
    { $count ->
        [1] Faeries: chọn thêm { $count } lá bài từ chồng bài bỏ.
       *[other] Faeries: chọn { $count } lá bài từ chồng bài bỏ.
    }
grimwood-prompt-dwarf = Dwarf: chọn lá bài để giữ; lá còn lại bị bỏ.
grimwood-prompt-laraki_keep = The Laraki: chọn lá bài bạn giữ.
grimwood-prompt-laraki_give = The Laraki: chọn lá bài để đưa cho { $to }.
grimwood-prompt-name = Gọi tên một lá bài.
grimwood-prompt-amazon = Amazon: gọi tên một lá bài mà mỗi người chơi khác phải đưa cho bạn nếu họ có.
grimwood-prompt-source = Rút bài hoặc đánh cắp.
grimwood-prompt-ghouls = Ghouls: rút một lá bài hoặc đánh cắp một lá từ tay bài của người khác.
grimwood-prompt-goblins =
    { $count ->
        [1] Goblins: còn { $count } lần đánh cắp: chọn một người chơi.
       *[other] Goblins: còn { $count } lần đánh cắp: chọn người chơi cho lần tiếp theo.
    }
grimwood-prompt-eternals =
    { $count ->
       *[other] The Eternals: còn { $count } lá bài: rút hoặc đánh cắp.
    }
grimwood-prompt-amulet = { $thief } đang đánh cắp bài trên tay bạn. Chặn bằng bùa?
grimwood-prompt-discard =
    { $count ->
       *[other] Quá nhiều lá bài: hãy bỏ thêm { $count } lá.
    }
