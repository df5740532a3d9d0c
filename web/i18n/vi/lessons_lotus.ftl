# Lotus: khóa "Học cách chơi" (web/lessons/lotus/*.json). Một người thầy kiên nhẫn nói với một
# người học, "bạn"; tên hoa và các con số lấy theo lotus.ftl.

lessons-lotus-1-title = Lượt đầu tiên của bạn
lessons-lotus-1-summary = 2 hành động, rồi rút bổ sung tay bài: lượt nào cũng diễn ra như vậy.
lessons-lotus-1-hand = 4 lá này là tay bài của bạn; chỉ mình bạn nhìn thấy chúng. Con số lớn trên lá bài cho biết loại hoa: một Hoa ly (6) cần đủ 6 cánh mới hoàn thành. Lá Hoa ly của bạn có hai chú bọ rùa: đó là 2 biểu tượng Hộ vệ, nhiều nhất mà một lá bài có thể có.
lessons-lotus-1-play = Trong lượt của mình, bạn thực hiện đúng 2 hành động. Trước tiên, hãy chơi lá Hoa ly có 2 biểu tượng để bắt đầu một Hoa ly trong khu vườn.
lessons-lotus-1-play-hint = Chọn lá Hoa ly (6) có 2 biểu tượng trên tay bạn.
lessons-lotus-1-play-exchange = Đổi bài sẽ đặt các lá xuống dưới bộ bài của bạn và rút lá mới. Về sau việc này sẽ có ích, nhưng lá Hoa ly mạnh này đáng giữ lại: hãy chơi nó.
lessons-lotus-1-place = Giờ hãy chọn bông hoa mà lá này sẽ thuộc về: Hoa ly mới.
lessons-lotus-1-guardian = Còn 1 hành động. Hãy đưa một quân Hộ vệ Bọ rùa của bạn đến Hoa ly: mỗi Hộ vệ cộng thêm 1 vào sức mạnh kiểm soát của bạn ở đó.
lessons-lotus-1-guardian-hint = Chọn một trong 2 quân Bọ rùa bên cạnh tay bài của bạn.
lessons-lotus-1-to = Chọn Hoa ly: quân Hộ vệ sẽ đến đó.
lessons-lotus-1-refill = Xong 2 hành động. Giờ hãy rút bổ sung cho đủ 4 lá trên tay, từ bộ bài của bạn hoặc từ 4 lá Hoa dại mà ai cũng có thể lấy.
lessons-lotus-1-refill-hint = Chọn bộ bài của bạn, hoặc một lá trong hàng Hoa dại.
lessons-lotus-1-opponent = Đến lượt Xanh dương. Xanh dương đặt cùng lúc 2 lá Hoa sen (7) để bắt đầu một Hoa sen mới: một hành động có thể chơi 1 hoặc 2 lá, nếu chúng cùng lên một bông hoa. Sau đó Xanh dương đưa một quân Chuồn chuồn đến Hoa ly của bạn rồi rút bổ sung.
lessons-lotus-1-strength = Hãy nhìn Hoa ly: sức mạnh kiểm soát của bạn ở đó là 3 (2 biểu tượng và 1 Hộ vệ), còn của Xanh dương là 1. Ai mạnh nhất khi bông hoa hoàn thành sẽ kiểm soát nó.
lessons-lotus-1-done = Vậy là trọn một lượt: 2 hành động, rồi rút lại cho đủ 4 lá. Tiếp theo, hãy hoàn thành một bông hoa.

lessons-lotus-2-title = Hoàn thành một bông hoa
lessons-lotus-2-summary = Ai đặt cánh cuối cùng sẽ thu về các lá bài.
lessons-lotus-2-garden = Lần này bạn chơi bên Xanh dương. Hoa sen (7) trong khu vườn đã có 6 cánh: thêm 1 cánh nữa là hoàn thành. Bạn đang cầm đúng lá nó cần.
lessons-lotus-2-play = Hãy chơi lá Hoa sen của bạn.
lessons-lotus-2-play-hint = Đó là lá có số 7.
lessons-lotus-2-play-iris = Lá Diên vĩ chỉ có thể đặt lên Diên vĩ, và như thế sẽ bắt đầu một bông hoa mới. Hoa sen chỉ còn thiếu 1 cánh: hãy chơi lá 7 của bạn.
lessons-lotus-2-place = Đặt nó lên Hoa sen để hoàn thành bông hoa.
lessons-lotus-2-reward = Hoàn thành! Bạn đã đặt cánh cuối cùng, nên cả 7 lá đều vào chồng điểm của bạn, mỗi lá 1 điểm. Nhưng Đỏ có nhiều biểu tượng Hộ vệ nhất trên bông hoa (4 so với 2 của bạn), nên Đỏ kiểm soát nó và được chọn phần thưởng: ở đây là một mảnh 5 điểm.
lessons-lotus-2-score = 7 cánh hoa của bạn so với mảnh 5 điểm của Đỏ. Hoàn thành hoa và kiểm soát hoa đều mang lại điểm: những lượt hay nhất làm được cả hai.
lessons-lotus-2-done = Bạn đã biết cách hoàn thành một bông hoa và ai được gì. Tiếp theo, hãy là người kiểm soát nó.

lessons-lotus-3-title = Phần thưởng và sức mạnh đặc biệt
lessons-lotus-3-summary = Kiểm soát một bông hoa và chọn phần thưởng của bạn.
lessons-lotus-3-control = Lần này bạn chơi bên Đỏ. Trên Hoa sen, các lá của bạn có 4 biểu tượng Hộ vệ; các lá của Xanh dương có 1. Sức mạnh kiểm soát được tính bằng số biểu tượng trên các lá cộng với số Hộ vệ đứng trên bông hoa.
lessons-lotus-3-complete = Xanh dương đặt cánh cuối cùng. Xanh dương thu về 7 lá, và giờ sức mạnh kiểm soát được so sánh: 4 của bạn so với 2 của Xanh dương. Bạn kiểm soát bông hoa.
lessons-lotus-3-reward = Hãy chọn phần thưởng: một mảnh 5 điểm, hoặc một trong 3 sức mạnh đặc biệt, giữ đến hết ván. Mỗi sức mạnh chỉ được nhận một lần.
lessons-lotus-3-reward-hint = Chọn một trong các nút: mảnh điểm hoặc một sức mạnh.
lessons-lotus-3-powers = Hộ vệ Trưởng lão cho bạn một Hộ vệ được tính 2. Con đường Giác ngộ cho bạn giữ 5 lá trên tay. Sinh trưởng Vô tận cho phép bạn chơi cùng lúc 3 lá hoặc nhiều hơn lên một bông hoa chỉ bằng một hành động. Nếu 2 người chơi hòa nhau về quyền kiểm soát, cả hai đều được nhận phần thưởng.
lessons-lotus-3-done = Sức mạnh đặc biệt sinh lợi suốt cả ván; mảnh điểm mang về 5 điểm khi trò chơi kết thúc. Tiếp theo: trò chơi kết thúc như thế nào.

lessons-lotus-4-title = Vòng cuối
lessons-lotus-4-summary = Những bông hoa chưa hoàn thành thuộc về người kiểm soát chúng.
lessons-lotus-4-last = Một người chơi đã rút lá cuối cùng trong bộ bài của mình, nên mọi người chơi thêm một lượt cuối: đây là lượt của bạn. Sau đó, mỗi bông hoa chưa hoàn thành sẽ thuộc về người kiểm soát nó. Trên Anh thảo (4), Xanh dương có 1 Hộ vệ và Hộ vệ Trưởng lão được tính 2: tổng là 3, so với 2 biểu tượng của bạn. Cứ thế này, Xanh dương sẽ lấy cả 2 lá.
lessons-lotus-4-move = Hãy thay đổi điều đó: di chuyển một Hộ vệ đến Anh thảo.
lessons-lotus-4-move-hint = Chọn một quân Bọ rùa của bạn, rồi chọn Anh thảo.
lessons-lotus-4-move-play = Chơi bài sẽ không giúp được gì: Anh thảo cần lá 4 mà bạn không có lá nào. Nhưng các Hộ vệ của bạn vẫn có thể thay đổi người kiểm soát nó.
lessons-lotus-4-to = Chọn Anh thảo.
lessons-lotus-4-again = Giờ là 3 đấu 3: hòa, và 2 cánh hoa sẽ được chia đều, mỗi người 1 cánh. Bạn còn 1 hành động. Bạn có làm tốt hơn được không?
lessons-lotus-4-again-hint = Quân Bọ rùa còn lại của bạn vẫn đang rảnh.
lessons-lotus-4-again-exchange = Như vậy vẫn hòa, và bạn sẽ phải chia cánh hoa. Hộ vệ thứ 2 của bạn có thể phá thế hòa.
lessons-lotus-4-to2 = Chọn Anh thảo thêm lần nữa.
lessons-lotus-4-claim = 4 đấu 3: bạn kiểm soát Anh thảo và lấy cả 2 lá của nó. Trò chơi kết thúc, và chính 2 cánh hoa đó giúp bạn chiến thắng.
lessons-lotus-4-done = Ở vòng cuối, các Hộ vệ quyết định ai lấy những bông hoa chưa hoàn thành. Tiếp theo: chuyện gì xảy ra khi hòa.

lessons-lotus-5-title = Chia phần khi hòa
lessons-lotus-5-summary = Những người hòa nhau chia đều cánh hoa; phần còn lại bị loại khỏi trò chơi.
lessons-lotus-5-last = Lượt cuối của bạn, trong vai Xanh dương, ván có 3 người chơi. Trên Hoa anh đào (5), Đỏ và Vàng mỗi người có sức mạnh kiểm soát 2 nhờ Hộ vệ. Khi trò chơi kết thúc, những người hòa nhau chia đều các lá của bông hoa.
lessons-lotus-5-exchange = Hãy thực hiện một hành động giữ nguyên Hoa anh đào: đổi 1 lá trên tay bạn.
lessons-lotus-5-exchange-hint = Chọn một lá trên tay bạn để đổi.
lessons-lotus-5-confirm = Chọn bộ bài của bạn để đặt lá đó xuống dưới và rút một lá khác.
lessons-lotus-5-guardian = Với hành động thứ 2, hãy di chuyển một quân Hộ vệ Chuồn chuồn đến Hoa anh đào. Chỉ 1 quân thì chưa đủ để được chia phần.
lessons-lotus-5-to = Chọn Hoa anh đào.
lessons-lotus-5-claim = Trò chơi kết thúc. Đỏ và Vàng hòa nhau với 2 mỗi người; 1 của bạn không được chia gì. 3 lá chia cho 2 người chơi: mỗi người giữ 1 lá, còn lá thứ 3 bị loại khỏi trò chơi.
lessons-lotus-5-done = Hòa khi kết thúc thì cánh hoa được chia đều, và phần nào không chia được sẽ mất.

lessons-lotus-6-title = Phá thế hòa ba người
lessons-lotus-6-summary = 2 lá không thể chia đều cho 3 người.
lessons-lotus-6-last = Bạn chơi bên Vàng, lượt cuối cùng của ván. Trên Hoa ly (6), mỗi người chơi có 1 Hộ vệ: 3 người hòa nhau trên 2 lá. 2 lá không thể chia đều cho 3 người, nên nếu không có gì thay đổi, cả 2 lá sẽ bị loại bỏ và không ai được điểm.
lessons-lotus-6-guardian = Hãy phá thế hòa: di chuyển quân Bướm đang rảnh của bạn đến Hoa ly.
lessons-lotus-6-guardian-hint = Chọn quân Bướm chưa đứng trên bông hoa nào.
lessons-lotus-6-guardian-exchange = Thế hòa sẽ vẫn còn, và cả 2 lá sẽ mất. Hãy di chuyển một Hộ vệ trước.
lessons-lotus-6-to = Chọn Hoa ly.
lessons-lotus-6-exchange = Giờ sức mạnh kiểm soát của bạn là 2. Hãy dùng hành động cuối cùng để đổi một lá bài.
lessons-lotus-6-claim = Chỉ mình bạn kiểm soát Hoa ly, nên cả 2 lá đều thuộc về bạn. Nếu không có quân Bướm thứ 2, cả hai lá đã bị loại khỏi trò chơi.
lessons-lotus-6-done = Giờ bạn đã nắm toàn bộ trò chơi: chơi bài, canh giữ, hoàn thành và giành hoa. Hãy thử một ván thật nhé!
