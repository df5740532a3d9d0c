# Lotus: tên trò chơi, tùy chọn, bàn chơi, và các thông báo nhật ký, lời nhắc, lời từ chối của bộ máy luật chơi.
# { $cards } đã là danh sách như "Hoa ly đỏ, Hoa ly dại"; $flower_type và $type là số cánh của loại hoa.

end-reason-lotus-final_turns_played = Một bộ bài đã hết, và mọi người đã chơi lượt cuối của mình.
game-lotus-name = Lotus
game-lotus-tagline = Trồng hoa từng cánh một và cử các Hộ vệ côn trùng của bạn đi giành quyền kiểm soát chúng.
options-lotus-final_round = Vòng cuối
options-lotus-final_round-everyone = Mọi người chơi thêm một lượt (theo luật)
options-lotus-final_round-finish_round = Chỉ chơi nốt vòng hiện tại (luật nhà)
options-lotus-first_player = Người đi đầu tiên
options-lotus-first_player-random = Chọn ngẫu nhiên
options-lotus-first_player-seat = { $name } (chỗ ngồi { $n })
insect-red = Bọ rùa
insect-blue = Chuồn chuồn
insect-yellow = Bướm
insect-green = Sâu bướm
lotus-flower-3 = Diên vĩ
lotus-flower-4 = Anh thảo
lotus-flower-5 = Hoa anh đào
lotus-flower-6 = Hoa ly
lotus-flower-7 = Hoa sen
lotus-power-elder = Hộ vệ Trưởng lão
lotus-power-path = Con đường Giác ngộ
lotus-power-growth = Sinh trưởng Vô tận
lotus-power-elder-short = Trưởng lão
lotus-power-path-short = Giác ngộ
lotus-power-growth-short = Sinh trưởng
lotus-power-elder-help = Nhận Hộ vệ Trưởng lão của bạn: quân này được tính 2 khi xét quyền kiểm soát.
lotus-power-path-help = Từ giờ tay bài của bạn giữ 5 lá.
lotus-power-growth-help = Chơi bao nhiêu lá cùng một loại cũng được trong một hành động.
lotus-reward-token = Mảnh 5 điểm
lotus-reward-token-help = Được tính 5 điểm khi kết thúc trò chơi.
lotus-card = { $flower } { $colour }
lotus-card-wild = { $flower } dại
lotus-card-hidden = một lá bài
lotus-card-aria = { $flower } ({ $type } cánh), { $colour }, { $symbols }
lotus-card-symbols =
    { $count ->
       *[other] { $count } biểu tượng Hộ vệ
    }
lotus-card-no_symbols = không có biểu tượng Hộ vệ
lotus-guardian = { $insect }
lotus-guardian-elder = { $insect } Trưởng lão
lotus-guardian-aria = Hộ vệ { $insect } của { $name }
lotus-guardian-elder-aria = Hộ vệ Trưởng lão của { $name } (tính 2)
lotus-board-garden = Khu vườn
lotus-board-bed-count = { $n }/{ $type }
lotus-board-bed-empty = Chưa có { $flower } nào
lotus-board-bed-start = Bắt đầu { $flower } ở đây
lotus-board-bed-aria = { $flower }: { $n }/{ $type } cánh. { $cards }
lotus-board-bed-aria-empty = { $flower }: chưa có bông hoa nào đang mọc
lotus-board-controls = kiểm soát
lotus-board-tied = hòa
lotus-board-strength-aria = { $name }: sức mạnh kiểm soát { $n }
lotus-board-nobody = Chưa ai có sức mạnh kiểm soát
lotus-board-wild = Hoa dại
lotus-board-wild-deck = Chồng bài
lotus-board-wild-deck-aria =
    { $count ->
       *[other] Còn { $count } lá Hoa dại trong chồng
    }
lotus-board-wild-empty = Trống
lotus-board-hand = Tay bài của { $name }
lotus-board-hand-hidden = Tay bài được ẩn
lotus-board-deck = Bộ bài của bạn
lotus-board-deck-count =
    { $count ->
       *[other] { $count } lá
    }
lotus-board-deck-aria = Bộ bài của bạn, { $cards }
lotus-board-deck-aria-hint = Bộ bài của bạn, { $cards }: { $hint }
lotus-board-hand-count = { $n }/{ $limit }
lotus-board-strength-leader = { $text } ({ $state })
lotus-board-seat-you = bạn
lotus-board-seat-bot = máy ({ $level })
lotus-board-seat-deck = Bộ bài
lotus-board-seat-hand = Tay bài
lotus-board-seat-petals = Cánh hoa
lotus-board-seat-tokens = Mảnh điểm
lotus-board-seat-score = Điểm
lotus-board-seat-hand-count = { $n }/{ $limit }
lotus-board-seat-tokens-count = ×{ $count }
lotus-board-seat-supply = Hộ vệ trong kho dự trữ
lotus-board-seat-no_powers = Chưa có sức mạnh đặc biệt
lotus-board-seat-last_turn = lượt cuối
lotus-board-seat-turn = đang chơi
lotus-board-last = nước vừa đi
lotus-board-status-turn = Lượt của { $name }
lotus-board-status-left =
    { $count ->
       *[other] Còn { $count } hành động
    }
lotus-board-status-refill = đang rút bổ sung
lotus-board-status-reward = { $name } đang chọn phần thưởng
lotus-board-status-final = Vòng cuối: { $name } đã rút lá cuối cùng trong bộ bài của mình.
lotus-board-status-over = Ván chơi đã kết thúc.
lotus-board-selection =
    { $count ->
       *[other] Đã chọn { $count } lá
    }
lotus-hint-confirm = Đổi ngay
lotus-hint-draw = Rút bài
lotus-button-start = Bắt đầu { $flower } mới
lotus-button-confirm =
    { $count ->
       *[other] Đổi { $count } lá
    }
lotus-button-place = Đặt lên { $flower }
lotus-button-cancel = Hủy
lotus-group-exchange = Đổi bài…
lotus-choose-play = Chơi lá { $card }
lotus-choose-exchange = Đổi lá { $card } với bộ bài của bạn
lotus-choose-move = Di chuyển quân { $guardian } của bạn
lotus-choose-to = Đưa quân đến { $flower }
lotus-choose-wild = Lấy lá { $card } từ hàng Hoa dại
lotus-button-pass = Bỏ lượt (không thể làm gì)
lotus-button-draw = Rút từ bộ bài của bạn
lotus-prompt-action =
    { $count ->
        [1] Hành động cuối: chơi hoặc đổi bài, hoặc di chuyển một Hộ vệ.
       *[other] Thực hiện một hành động (còn { $count }): chọn lá để chơi hoặc đổi, hoặc một Hộ vệ để di chuyển.
    }
lotus-prompt-play = Thêm một lá khác cùng loại, hoặc chọn bông hoa.
lotus-prompt-exchange = Thêm một lá khác để đổi, hoặc chạm vào bộ bài của bạn để đổi ngay.
lotus-prompt-move = Chọn bông hoa mà Hộ vệ sẽ đến.
lotus-prompt-reward = Bạn kiểm soát { $flower }: hãy chọn một phần thưởng.
lotus-prompt-refill = Rút bổ sung cho đủ { $limit } lá trên tay: rút từ bộ bài của bạn hoặc lấy một lá Hoa dại.
lotus-play =
    { $new ->
        [true] { $who } bắt đầu { $flower } mới { $flower_type ->
           *[other] bằng
        } { $cards }.
       *[other] { $who } chơi { $cards } lên { $flower }.
    }
lotus-exchange =
    { $cards ->
        [none] { $who } đổi { $count } lá bài.
       *[other] { $who } đổi { $cards } và rút { $drawn }.
    }
lotus-move =
    { $source ->
        [none] { $who } đưa quân { $guardian } của mình đến { $flower }.
       *[other] { $who } di chuyển quân { $guardian } của mình từ { $source } sang { $flower }.
    }
lotus-pass = { $who } không thể làm gì và bỏ lượt.
lotus-complete = { $seat } hoàn thành { $flower } và thu về { $petals } cánh hoa. { $controllers ->
        [none] Không ai kiểm soát bông hoa này.
       *[other] Kiểm soát: { $controllers }{ $tie ->
            [true] {" "}(hòa)
           *[other] {""}
        }.
    }
lotus-reward =
    { $seat } nhận { $choice ->
        [token] một mảnh 5 điểm
       *[other] sức mạnh { $power }
    }.
lotus-draw_deck =
    { $card ->
        [none] { $who } rút một lá từ bộ bài của mình.
       *[other] { $who } rút { $card } từ bộ bài của mình.
    }
lotus-draw_wild = { $who } lấy lá { $card } từ hàng Hoa dại.
lotus-wild_refill = Hoa dại mới: { $cards }.
lotus-final_round = { $seat } đã rút lá cuối cùng trong bộ bài của mình: vòng cuối bắt đầu.
lotus-turn =
    { $final ->
        [true] Lượt cuối của { $seat }.
       *[other] Lượt của { $seat }.
    }
# phần đuôi của lotus-claim: những cánh hoa không ai lấy được
lotus-claim-removed =
    { $removed ->
        [none] {""}
        [0] {""}
       *[other] ; { $removed } cánh hoa bị loại bỏ
    }
lotus-claim =
    { $seats ->
        [none] Không ai kiểm soát { $flower } chưa hoàn thành: các cánh hoa của nó bị loại bỏ.
       *[other] { $count ->
            [1] { $seats } nhận { $flower } chưa hoàn thành và lấy { $each } cánh hoa{ lotus-claim-removed }.
           *[other] { $seats } chia nhau { $flower } chưa hoàn thành: mỗi người { $each } cánh hoa{ lotus-claim-removed }.
        }
    }
lotus-game_over = Kết thúc trò chơi. Điểm cuối cùng: { $result }.
lotus-game_over-score = { $name } { $score } điểm
lotus-info-colour = { $insect } ({ $colour })
lotus-info-card-title = { $flower } · { $colour }
lotus-info-card-title-wild = { $flower } dại
lotus-info-card-subtitle = Lá cánh hoa thuộc bộ bài { $insect } ({ $colour }) · { $symbols }
lotus-info-card-subtitle-wild = Lá cánh hoa thuộc Hoa dại · { $symbols }
lotus-info-card-flower = Một cánh của { $flower }: { $flower } nở khi có đủ { $type } cánh.
lotus-info-card-symbols =
    { $count ->
       *[other] { $count } biểu tượng { $insect } trên lá này cộng { $count } vào sức mạnh kiểm soát của { $owner } trên bông hoa mà lá này thuộc về.
    }
lotus-info-card-wild = Lá Hoa dại không có biểu tượng Hộ vệ: nó không cộng sức mạnh kiểm soát cho ai. Khi rút bổ sung, ai cũng có thể lấy một lá Hoa dại đang ngửa.
lotus-info-card-play = Lá này chỉ có thể chơi lên { $flower }, hoặc bắt đầu một bông mới khi chưa có bông nào đang mọc. Người đặt cánh cuối cùng của một bông hoa sẽ thu về tất cả các lá của nó: mỗi lá 1 điểm.
lotus-info-where-hand = Lá này đang ở trên tay bạn.
lotus-info-where-garden = Lá này thuộc { $flower } đang mọc: { $n }/{ $type } cánh.
lotus-info-where-wild = Lá này đang nằm ngửa trong hàng Hoa dại.
lotus-info-flower-rule = { $flower } nở khi có đủ { $type } cánh. Người đặt cánh cuối cùng sẽ thu về tất cả; sau đó người có sức mạnh kiểm soát cao nhất trên bông hoa được chọn một phần thưởng.
lotus-info-flower-growing = { $n }/{ $type } cánh
lotus-info-flower-empty = Chưa mọc: lá đầu tiên thuộc loại này sẽ bắt đầu một bông hoa ở đây.
lotus-info-flower-petals = Cánh hoa: { $cards }.
lotus-info-flower-strength = Sức mạnh kiểm soát: { $list }.
lotus-info-flower-strength-one = { $name } { $n }
lotus-info-flower-leader = { $names } sẽ kiểm soát { $flower } nếu nó nở ngay bây giờ.
lotus-info-flower-tied = { $names } đang hòa: mỗi người sẽ được chọn một phần thưởng nếu nó nở ngay bây giờ.
lotus-info-flower-guardians = Hộ vệ trên bông hoa: { $list }.
lotus-info-guardian-of = Hộ vệ { $guardian } của { $name }
lotus-info-guardian-worth =
    { $count ->
        [1] Hộ vệ · tính { $count }
       *[other] Hộ vệ Trưởng lão · tính { $count }
    }
lotus-info-guardian-supply = Quân này đang chờ trong kho dự trữ của { $name }.
lotus-info-guardian-on = Quân này đang đứng trên { $flower }.
lotus-info-guardian-counts =
    { $count ->
        [1] Trên một bông hoa, quân này cộng { $count } vào sức mạnh kiểm soát của { $name } ở đó.
       *[other] Trên một bông hoa, quân này cộng { $count } vào sức mạnh kiểm soát của { $name } ở đó: Hộ vệ Trưởng lão được tính gấp đôi.
    }
lotus-info-guardian-moves = Bằng một hành động, { $name } có thể di chuyển quân này từ kho dự trữ hoặc từ một bông hoa khác đến bất kỳ bông hoa chưa hoàn thành nào. Khi bông hoa của nó nở, quân này trở về kho dự trữ.
lotus-info-power-subtitle = Sức mạnh đặc biệt, giữ đến hết ván
lotus-info-power-elder = Hộ vệ Trưởng lão vào kho dự trữ của bạn. Bạn di chuyển nó như các Hộ vệ khác, và trên một bông hoa, nó được tính 2 vào sức mạnh kiểm soát của bạn.
lotus-info-power-path = Tay bài của bạn giữ 5 lá thay vì 4: bạn rút bổ sung cho đủ 5 lá. Nếu nhận sức mạnh này trong lượt của người khác, lá thứ năm sẽ đến ở lần rút bổ sung tiếp theo của bạn.
lotus-info-power-growth = Khi chơi cánh hoa, bạn có thể chơi cùng lúc từ 3 lá trở lên, tất cả cùng một loại lên cùng một bông hoa, nhưng không vượt quá số cánh bông hoa đó còn thiếu.
lotus-info-power-how = Người kiểm soát một bông hoa khi nó nở có thể nhận một sức mạnh đặc biệt mình chưa có, thay cho mảnh 5 điểm. Mỗi người chơi chỉ được nhận mỗi sức mạnh một lần.
lotus-info-power-held = Đang thuộc về { $names }.
lotus-info-power-nobody = Chưa ai có sức mạnh này.
lotus-refuse-now-action = Hãy thực hiện một hành động: chọn lá trên tay để chơi hoặc đổi, hoặc một Hộ vệ của bạn để di chuyển.
lotus-refuse-now-play = Bạn đang chơi bài: thêm một lá khác cùng loại hoa, hoặc chạm vào bông hoa đó để đặt bài.
lotus-refuse-now-exchange = Bạn đang đổi bài: thêm một lá khác, hoặc chạm vào bộ bài của bạn để đổi.
lotus-refuse-now-move = Bạn đang di chuyển một Hộ vệ: hãy chọn bông hoa để đưa nó đến, hoặc hủy.
lotus-refuse-now-reward = Một bông hoa vừa nở: người kiểm soát nó chọn phần thưởng trước.
lotus-refuse-now-refill = Bạn đã xong 2 hành động: hãy rút bổ sung từ bộ bài của bạn hoặc từ hàng Hoa dại đang ngửa.
lotus-refuse-tried-play = chơi một lá bài
lotus-refuse-tried-exchange = đổi một lá bài
lotus-refuse-tried-move = di chuyển một Hộ vệ
lotus-refuse-tried-pass = bỏ lượt
lotus-refuse-tried-place = đặt bài lên một bông hoa
lotus-refuse-tried-confirm = hoàn tất việc đổi bài
lotus-refuse-tried-to = đưa một Hộ vệ đến một bông hoa
lotus-refuse-tried-reward = chọn phần thưởng
lotus-refuse-tried-draw = rút một lá bài
lotus-refuse-unknown = Đây không phải là nước đi của trò chơi này. { $now }
lotus-refuse-not_now = Lúc này bạn không thể { $tried }. { $now }
lotus-refuse-malformed = Không hiểu được nước đi đó. { $now }
lotus-refuse-not_in_hand = Lá bài đó không có trên tay bạn: hãy chọn một trong các lá bạn đang cầm.
lotus-refuse-already_chosen = Bạn đã chọn lá { $card } rồi: hãy chọn một lá khác.
lotus-refuse-exchange_deck_empty = Bộ bài của bạn đã hết, nên không có lá mới để rút: hãy chơi bài hoặc di chuyển một Hộ vệ.
lotus-refuse-exchange_limit = Mỗi hành động bạn chỉ có thể đổi tối đa { $limit } lá: hãy chạm vào bộ bài của bạn để đổi các lá đã chọn.
lotus-refuse-exchange_deck_short = Bộ bài của bạn chỉ còn { $deck } lá, và mỗi lá bạn đổi phải được thay bằng một lá mới: hãy chạm vào bộ bài để đổi { $deck ->
        [1] lá
       *[other] các lá
    } bạn đã chọn.
lotus-refuse-types_mix = Các loại hoa không bao giờ trộn lẫn: bạn đã chọn lá { $flower }, còn đây là lá { $card }. Hãy thêm một lá { $flower } khác, hoặc chạm vào { $flower } để đặt bài.
lotus-refuse-play_limit = Không có sức mạnh Sinh trưởng Vô tận, mỗi hành động bạn chỉ có thể chơi tối đa { $limit } lá: hãy đặt các lá đã chọn, và chơi thêm ở hành động tiếp theo.
lotus-refuse-no_room = { $flower } chỉ còn chỗ cho { $space } cánh nữa: hãy đặt các lá bạn đã chọn.
lotus-refuse-not_a_guardian = Đó không phải là một Hộ vệ trong trò chơi: hãy chọn một Hộ vệ của bạn.
lotus-refuse-not_your_guardian = Quân Hộ vệ { $guardian } này thuộc về { $seat }: bạn chỉ có thể di chuyển Hộ vệ của mình.
lotus-refuse-nowhere_to_go = Không còn bông hoa chưa hoàn thành nào khác để quân { $guardian } của bạn đến: hãy chơi hoặc đổi bài.
lotus-refuse-move_no_flower = Chưa chọn bông hoa: hãy chọn một bông hoa chưa hoàn thành để quân { $guardian } của bạn đến.
lotus-refuse-move_not_a_flower = Đó không phải là bông hoa trong khu vườn: hãy chọn một bông hoa chưa hoàn thành để quân { $guardian } của bạn đến.
lotus-refuse-same_flower = Quân { $guardian } của bạn đã đứng trên { $flower } rồi: hãy chọn một bông hoa chưa hoàn thành khác.
lotus-refuse-not_growing = Trong khu vườn không có { $flower } nào đang mọc: quân { $guardian } của bạn chỉ có thể đến một bông hoa chưa hoàn thành.
lotus-refuse-place_no_flower = Chưa chọn bông hoa: hãy chạm vào { $flower } để đặt các lá đã chọn.
lotus-refuse-not_a_flower = Đó không phải là bông hoa trong khu vườn: các lá bạn đã chọn phải đặt lên { $flower }.
lotus-refuse-wrong_flower = Các lá bạn đã chọn là lá { $flower }: chúng chỉ có thể đặt lên { $flower }, không phải lên { $target }. Hãy chạm vào { $flower }, hoặc hủy để chọn lá khác.
lotus-refuse-must_act = Bạn không thể bỏ lượt khi vẫn còn hành động có thể làm: hãy chơi hoặc đổi bài, hoặc di chuyển một Hộ vệ.
lotus-refuse-power_held = Bạn đã có sức mạnh { $power }, và mỗi sức mạnh chỉ được nhận một lần: hãy chọn sức mạnh khác hoặc mảnh 5 điểm.
lotus-refuse-unknown_reward = Đó không phải là một phần thưởng: hãy chọn mảnh 5 điểm hoặc một sức mạnh đặc biệt bạn chưa có.
lotus-refuse-deck_empty = Bộ bài của bạn đã hết: hãy lấy một lá Hoa dại đang ngửa.
lotus-refuse-not_in_wild_row = Lá bài đó không nằm trong hàng Hoa dại đang ngửa: hãy lấy một lá trong số đó, hoặc rút từ bộ bài của bạn.
lotus-refuse-draw_where = Rút từ bộ bài của bạn hoặc lấy một lá Hoa dại đang ngửa.
