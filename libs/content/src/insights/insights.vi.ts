import type { DefaultDomainId } from '@lifewheel/wheel';
import type { DomainInsight } from '../types.js';

export const insights: Record<DefaultDomainId, DomainInsight> = {
  'career-vocation': {
    about:
      'Lĩnh vực này nói về công việc bạn làm, dù được trả lương hay không, và mức độ nó phù hợp với con người bạn: nó có tận dụng thế mạnh của bạn, cho bạn chút quyền quyết định, và có xứng đáng với số giờ bạn bỏ ra hay không. Nó cũng bao gồm định hướng, tức cảm giác rằng con đường sự nghiệp đang đi về nơi bạn muốn đến.',
    research: {
      finding:
        'Thuyết tự quyết (Self-Determination Theory) cho rằng con người phát triển tốt khi ba nhu cầu cơ bản được đáp ứng: tự chủ (có chút lựa chọn về việc mình làm và cách làm), năng lực (cảm thấy mình làm được và đang tiến bộ) và gắn kết (cảm thấy kết nối với những người xung quanh). Các nghiên cứu ở nơi làm việc và những môi trường khác cho thấy việc đáp ứng các nhu cầu này gắn với động lực mạnh hơn và mức hạnh phúc cao hơn.',
      sources: ['Deci & Ryan (2000)'],
      evidence: 'tổng quan lý thuyết dựa trên hàng chục năm nghiên cứu trong phòng thí nghiệm và thực địa',
    },
    bands: {
      high: {
        reflect:
          'Điểm cao như vậy có thể có nghĩa là công việc hiện tại cho bạn sự kết hợp tốt giữa thử thách, quyền lựa chọn và những người bạn thích làm việc cùng. Nó thường cho thấy điều bạn làm mỗi ngày khá khớp với điều bạn coi trọng. Đây cũng là lúc tốt để nhận ra điều gì đang giúp mọi thứ vận hành, để bạn có thể bảo vệ nó khi hoàn cảnh thay đổi.',
        nextSteps: [
          'Ghi lại hai hoặc ba phần trong công việc mang lại cho bạn nhiều năng lượng nhất, và ghi chú một cách để giữ mỗi phần trong lịch của bạn vào tháng tới.',
          'Nói cụ thể với một đồng nghiệp hoặc quản lý về điều gì đang hiệu quả với bạn; gọi tên nó sẽ giúp bảo vệ nó dễ hơn.',
          'Dành một giờ trong tuần này để giúp một người mới bắt đầu sự nghiệp bằng điều bạn giỏi.',
        ],
        coachingQuestion:
          'Sau năm năm nữa, bạn muốn điều gì về công việc của mình trở thành sự thật, mà hôm nay mới chỉ đúng một phần?',
      },
      mid: {
        reflect:
          'Điểm trung bình thường có nghĩa là công việc ổn vào phần lớn các ngày nhưng chưa hẳn như bạn muốn: có thể nhiệm vụ vẫn xoay xở được nhưng không còn giúp bạn vươn lên, hoặc công việc đủ trang trải nhưng không thấy là của mình. Bạn có thể nhận ra một phần nào đó rút cạn năng lượng hơn hẳn phần còn lại. Đó là thông tin hữu ích, vì những thay đổi nhỏ trong cách làm việc có thể làm thay đổi cảm nhận về công việc.',
        nextSteps: [
          'Trong ba ngày làm việc, đánh dấu mỗi nhiệm vụ là tiếp năng lượng, bình thường hay rút năng lượng, rồi tìm quy luật vào cuối tuần.',
          'Chọn một nhiệm vụ rút năng lượng và thử một thay đổi kiểu “tự kiến tạo công việc” (job crafting): làm theo cách khác, làm cùng ai đó, hoặc nhắc mình rằng rốt cuộc nó giúp được ai.',
          'Dành 30 phút hỏi một người có cách làm việc bạn ngưỡng mộ xem họ đã định hình vai trò của mình theo thời gian như thế nào.',
        ],
        coachingQuestion:
          'Nếu có thể thiết kế lại một phần vai trò hiện tại mà không cần đổi việc, bạn sẽ thay đổi điều gì trước, và vì sao điều đó quan trọng với bạn?',
      },
      low: {
        reflect:
          'Điểm thấp có thể phản ánh một công việc khiến bạn kiệt sức, bấp bênh hoặc xa rời điều bạn coi trọng, hoặc có thể bạn đang giữa hai công việc, đang đi học hay chăm sóc người khác và thiếu cảm giác định hướng. Nó thường đi kèm một sự mệt mỏi lan sang những phần khác của cuộc sống. Dù lý do là gì, điểm thấp là một tín hiệu đáng để nghiêm túc lắng nghe, chứ không phải một lời phán xét về bạn.',
        nextSteps: [
          'Viết một câu về điều khiến bạn kiệt sức nhất trong công việc lúc này và một câu về điều bạn sẽ nhớ nếu nó không còn; sự khác biệt đó thường chỉ ra điều cần thay đổi.',
          'Chọn một ranh giới nhỏ bạn có thể giữ trong tuần này, chẳng hạn giờ tan làm cố định trong hai ngày, hoặc không đọc tin nhắn công việc sau một giờ nhất định.',
          'Nhờ một người, như đồng nghiệp cũ, người cố vấn hay chuyên viên tư vấn nghề nghiệp, dành 20 phút trò chuyện về các lựa chọn của bạn.',
        ],
        coachingQuestion:
          'Điều gì trong cuộc sống công việc mà bạn không còn muốn chấp nhận nữa, và bước nhỏ đầu tiên để rời xa nó sẽ là gì?',
      },
    },
  },

  'financial-wellbeing': {
    about:
      'Sức khỏe tài chính không nằm nhiều ở việc bạn kiếm được bao nhiêu, mà ở cảm nhận của bạn về tiền bạc: bạn có lo được nhu cầu hôm nay, chịu được một hóa đơn bất ngờ và đưa ra những lựa chọn quan trọng với mình hay không. Nó bao gồm cả những thói quen, kế hoạch và cuộc trò chuyện định hình cảm nhận đó.',
    research: {
      finding:
        'Một bài tổng quan về nghiên cứu hạnh phúc cho rằng cách con người tiêu tiền cũng quan trọng như số tiền họ có. Chi tiêu cho trải nghiệm thay vì đồ vật, chi tiêu cho người khác, và chọn nhiều niềm vui nhỏ thay vì vài niềm vui lớn thường mang lại sự hài lòng bền lâu hơn hầu hết các món đồ mua sắm.',
      sources: ['Dunn, Gilbert & Wilson (2011)'],
      evidence: 'bài tổng quan tóm lược nhiều nghiên cứu',
    },
    bands: {
      high: {
        reflect:
          'Điểm cao cho thấy chuyện tiền bạc phần lớn đang trong tầm kiểm soát: các hóa đơn được chi trả, có lẽ có một khoản dự phòng, và bạn có thể chi cho điều mình coi trọng mà không quá lo lắng. Nó cũng có thể có nghĩa là bạn có mối quan hệ bình thản với tiền bạc, điều không giống với giàu có. Đây là lúc tốt để kiểm tra xem tiền của bạn có đang phục vụ điều bạn quan tâm nhất hay không.',
        nextSteps: [
          'Xem lại chi tiêu tháng trước và khoanh tròn ba khoản mang lại niềm vui lâu nhất; để ý xem đó là trải nghiệm, thời gian hay đồ vật.',
          'Chọn một việc dài hạn bạn hay trì hoãn, như kiểm tra khoản đóng lương hưu, lập di chúc hay rà soát bảo hiểm, và hẹn một thời điểm để xem xét.',
          'Lên kế hoạch cho một hành động hào phóng nhỏ trong tuần này, như mời một người bạn hay ủng hộ một việc bạn quan tâm.',
        ],
        coachingQuestion:
          'Ngoài sự an toàn, bạn muốn tiền bạc giúp điều gì trở nên khả thi trong cuộc sống của bạn vài năm tới?',
      },
      mid: {
        reflect:
          'Điểm trung bình thường có nghĩa là bạn xoay xở được nhưng chưa thật sự yên tâm: có thể cuối tháng gần như chẳng còn gì, có một khoản nợ lấp ló phía sau, hoặc cảm giác rằng mình nên sắp xếp tiền bạc ngăn nắp hơn. Hằng ngày bạn có thể thấy ổn nhưng lại bất an về tương lai. Chỉ cần rõ ràng hơn một chút thường đã làm dịu nỗi bất an đó nhiều hơn người ta nghĩ.',
        nextSteps: [
          'Viết các chi phí cố định hằng tháng và thu nhập thực nhận lên một trang giấy, để biết khoản dư thật sự của bạn.',
          'Cài đặt lệnh chuyển tiền tự động vào ngày nhận lương, dù nhỏ đến đâu, sang một tài khoản tiết kiệm riêng.',
          'Hủy hoặc tạm dừng một gói đăng ký hay khoản chi định kỳ mà bạn không còn thấy đáng giá.',
        ],
        coachingQuestion:
          'Với bạn, “đủ” trông như thế nào, cả về con số lẫn về cảm giác trong những ngày bạn sống?',
      },
      low: {
        reflect:
          'Điểm thấp có thể phản ánh áp lực thật sự: những hóa đơn khó trả, khoản nợ cứ lớn dần, thu nhập bấp bênh, hay nỗi sợ mỗi lần mở ứng dụng ngân hàng. Lo lắng về tiền thường lan sang giấc ngủ, các mối quan hệ và sức khỏe, nên việc lĩnh vực này thấy nặng nề là điều dễ hiểu. Bạn không đơn độc, và thường có những nơi hỗ trợ miễn phí.',
        nextSteps: [
          'Liệt kê mọi hóa đơn và khoản nợ kèm số tiền và hạn thanh toán trên một tờ giấy; nhìn thấy toàn cảnh thường bớt đáng sợ hơn là đoán mò.',
          'Liên hệ một dịch vụ tư vấn nợ hoặc tài chính miễn phí, độc lập ở nơi bạn sống và hỏi họ có thể hỗ trợ gì.',
          'Chọn khoản thanh toán gấp nhất và liên hệ công ty đó trước hạn để hỏi về các phương án thanh toán.',
        ],
        coachingQuestion:
          'Có cuộc trò chuyện nào về tiền bạc mà bạn vẫn né tránh không, và điều gì có thể thay đổi nếu bạn nói chuyện đó trong tháng này?',
      },
    },
  },

  'physical-health': {
    about:
      'Sức khỏe thể chất bao gồm cảm nhận và hoạt động của cơ thể bạn mỗi ngày: năng lượng, giấc ngủ, vận động, ăn uống, và cách bạn sống cùng bệnh tật hay cơn đau. Nó chịu ảnh hưởng của thói quen, hoàn cảnh và gen, nên điểm số phản ánh mức độ bạn hài lòng, chứ không phải mức độ kỷ luật của bạn.',
    research: {
      finding:
        'Một phân tích gộp 15 nghiên cứu đoàn hệ với khoảng 47.000 người trưởng thành cho thấy đi bộ nhiều bước hơn mỗi ngày gắn với nguy cơ tử vong thấp hơn trong thời gian theo dõi. Lợi ích chững lại ở khoảng 6.000 đến 8.000 bước mỗi ngày với người từ 60 tuổi trở lên, và 8.000 đến 10.000 bước với người trẻ hơn, nên 10.000 bước không phải con số thần kỳ; còn với những người ít đi bộ, chỉ cần tăng lên chút ít cũng đã gắn với nguy cơ thấp hơn.',
      sources: ['Paluch et al. (2022)'],
      evidence: 'phân tích tổng hợp 15 nghiên cứu đoàn hệ (quan sát)',
    },
    bands: {
      high: {
        reflect:
          'Điểm cao có thể có nghĩa là cơ thể phần lớn giống như một người đồng hành: bạn ngủ khá ngon, vận động đều đặn và có năng lượng cho những điều quan trọng với mình. Nó thường phản ánh những thói quen đã trở nên tự động. Việc chính lúc này có lẽ là giữ cho các thói quen đó vững vàng khi cuộc sống bận rộn.',
        nextSteps: [
          'Ghi lại hai thói quen giúp bạn khỏe nhất, và quyết định phiên bản tối thiểu của mỗi thói quen trong một tuần hỗn loạn.',
          'Thêm một kiểu vận động bạn ít làm, như tập sức mạnh, thăng bằng hay giãn cơ, mỗi lần mười phút vào hai ngày trong tuần này.',
          'Đặt lịch khám định kỳ, tầm soát hay khám răng mà bạn vẫn định sắp xếp.',
        ],
        coachingQuestion:
          'Ở tuổi 75, bạn muốn cơ thể cho phép mình làm được gì, và điều gì trong thói quen hôm nay đã đang xây nền cho điều đó?',
      },
      mid: {
        reflect:
          'Điểm trung bình thường có nghĩa là vài thứ đang ổn còn vài thứ đã trượt đi: có thể bạn vận động nhưng ngủ kém, hoặc ăn uống tốt nhưng hiếm khi ra ngoài. Nhìn chung bạn có thể thấy ổn nhưng vẫn nhận ra năng lượng tụt, người cứng mỏi hay căng thẳng biểu hiện qua cơ thể. Ở đây, những thay đổi nhỏ và cụ thể thường bền hơn những cuộc đại tu lớn.',
        nextSteps: [
          'Ghi chú đơn giản trong năm ngày: giờ đi ngủ, giờ thức dậy và mức năng lượng buổi chiều từ 1 đến 10.',
          'Gắn mười phút đi bộ vào một việc bạn vẫn làm mỗi ngày, như sau bữa trưa hay lúc đưa đón con.',
          'Lên kế hoạch trước một bữa ăn trong tuần này sao cho có rau và chất đạm, thay vì ăn tạm thứ gì nhanh nhất.',
        ],
        coachingQuestion:
          'Thay đổi nào sẽ giúp bạn thấy khá hơn nhiều nhất vào một ngày thứ Ba bình thường, và điều gì khiến bạn khó bắt đầu?',
      },
      low: {
        reflect:
          'Điểm thấp có thể phản ánh cơn đau, bệnh tật, sự kiệt sức, hay đơn giản là cảm giác xa lạ với cơ thể mình sau một giai đoạn khó khăn. Điều đó thường khiến mọi lĩnh vực khác trên bánh xe cũng khó khăn hơn. Hãy nhẹ nhàng với bản thân, và nếu điểm số phản ánh triệu chứng, cơn đau hay những thay đổi khiến bạn lo lắng, nói chuyện với bác sĩ hoặc nhân viên y tế là bước đầu tiên hợp lý.',
        nextSteps: [
          'Nếu có điều gì khiến bạn bận tâm, hãy đặt lịch gặp bác sĩ hoặc điều dưỡng trong tuần này và viết sẵn câu hỏi.',
          'Chọn cách bắt đầu nhẹ nhàng nhất: đi bộ năm phút, vài động tác giãn cơ, hoặc đi ngủ sớm hơn 20 phút trong ba tối.',
          'Nhờ một người giúp một việc cụ thể, như đi bộ cùng bạn hay cùng nấu một bữa ăn.',
        ],
        coachingQuestion:
          'Một tuần nữa, đâu sẽ là dấu hiệu thực tế cho thấy bạn đã bắt đầu chăm sóc cơ thể mình trở lại?',
      },
    },
  },

  'emotional-wellbeing': {
    about:
      'Sức khỏe cảm xúc nói về cảm nhận của bạn trong phần lớn thời gian và cách bạn đón nhận những cảm xúc đến với mình: căng thẳng, buồn bã, giận dữ, lo âu và niềm vui. Nó không phải là lúc nào cũng thấy vui, mà là có chỗ cho mọi cung bậc cảm xúc và có cách để hồi phục sau những cảm xúc khó khăn.',
    research: {
      finding:
        'Trong một thí nghiệm, những người được yêu cầu xem một đoạn phim gây khó chịu với thái độ tách biệt, phân tích thì cảm thấy ghê sợ ít hơn những người chỉ xem bình thường, còn những người được yêu cầu che giấu cảm xúc thì ít biểu lộ ra ngoài hơn nhưng lại có mức kích thích sinh lý cao hơn. Thay đổi cách nhìn nhận một tình huống, gọi là đánh giá lại (reappraisal), từ đó trở thành một trong những cách điều tiết cảm xúc được nghiên cứu nhiều nhất.',
      sources: ['Gross (1998)'],
      evidence: 'thí nghiệm trong phòng thí nghiệm, sau này được nhiều nghiên cứu ủng hộ',
    },
    bands: {
      high: {
        reflect:
          'Điểm cao cho thấy bạn thường cảm thấy vững vàng: bạn nhận ra cảm xúc của mình, gọi được tên chúng, và thường tìm lại được thăng bằng sau một ngày khó khăn. Có thể bạn có những người hay những thực hành giúp mình đi qua mọi chuyện. Biết điều gì đang nâng đỡ mình lúc này rất quý giá cho những mùa khó khăn hơn mà ai rồi cũng gặp.',
        nextSteps: [
          'Ghi lại ba điều giúp bạn hồi phục chắc chắn nhất sau một ngày vất vả, và đặt danh sách ở nơi bạn sẽ nhìn thấy.',
          'Trong năm buổi tối, ghi lại một điều đã diễn ra tốt trong ngày và vì sao nó tốt.',
          'Hỏi một người thân thiết xem dạo này họ thật sự thế nào, và lắng nghe mà không cố sửa chữa điều gì.',
        ],
        coachingQuestion:
          'Những giai đoạn khó khăn bạn đã vượt qua dạy bạn điều gì về bản thân, và bạn muốn dùng điều đó ra sao?',
      },
      mid: {
        reflect:
          'Điểm trung bình thường có nghĩa là bạn vẫn xoay xở được, nhưng phải cố gắng: căng thẳng có thể dai dẳng, nỗi lo có thể lặp lại vào ban đêm, hoặc bạn đang nén mọi thứ trong lòng thay vì giải tỏa chúng. Bạn có thể có những ngày tốt và những ngày nhạt nhòa mà không rõ vì sao. Nhận ra quy luật thường là bước đầu tiên để thay đổi.',
        nextSteps: [
          'Tuần này, mỗi ngày ba lần, hãy dừng lại và gọi tên cảm xúc của mình bằng một hai từ; đặt cảm xúc thành lời thường giúp nó bớt gay gắt.',
          'Khi có chuyện khiến bạn buồn bực, hãy viết ra một cách nhìn khác về nó, không phải để phủ nhận cảm xúc mà để mở rộng góc nhìn.',
          'Trong hai ngày, dành 15 phút viết tự do về điều đang đè nặng lên bạn.',
        ],
        coachingQuestion:
          'Gần đây bạn đang mang theo cảm xúc nào mà chưa cho nó nhiều chỗ, và nó cần gì ở bạn?',
      },
      low: {
        reflect:
          'Điểm thấp có thể có nghĩa là bạn đã thấy buồn, lo âu, tê liệt hay quá tải một thời gian, và những việc bình thường giờ tốn sức hơn trước. Điều đó thật khó khăn, và đó không phải là thất bại của riêng bạn. Nếu tâm trạng chán nản hay lo âu đã kéo dài từ hai tuần trở lên, hoặc khiến cuộc sống hằng ngày trở nên khó khăn, hãy cân nhắc nói chuyện với bác sĩ, chuyên viên tư vấn tâm lý hoặc chuyên gia sức khỏe tâm thần khác; nếu bạn cảm thấy mình đang gặp nguy hiểm hoặc có ý nghĩ làm hại bản thân, hãy liên hệ ngay dịch vụ cấp cứu hoặc một đường dây hỗ trợ khủng hoảng.',
        nextSteps: [
          'Kể với một người bạn tin tưởng rằng dạo này bạn thật sự cảm thấy thế nào, dù chỉ một hai câu.',
          'Đặt lịch hẹn với bác sĩ hoặc chuyên viên tư vấn, hoặc tìm một đường dây hỗ trợ sức khỏe tâm thần ở nơi bạn sống và lưu số vào điện thoại.',
          'Chọn một việc rất nhỏ thường giúp bạn dễ chịu hơn một chút, như đi dạo ngắn, tắm hay gọi một cuộc điện thoại, và làm mỗi ngày một lần.',
        ],
        coachingQuestion:
          'Lúc này bạn có thể để ai đến gần mình hơn một chút, và bạn muốn họ biết điều gì?',
      },
    },
  },

  family: {
    about:
      'Lĩnh vực này bao gồm mối quan hệ của bạn với những người bạn coi là gia đình, dù do huyết thống, hôn nhân, nhận nuôi hay lựa chọn: cha mẹ, con cái, anh chị em và họ hàng rộng hơn. Nó gồm sự gần gũi, nâng đỡ, thời gian bên nhau, và cách xử lý những xung đột và bổn phận.',
    research: {
      finding:
        'Nghiên cứu Harvard về Sự phát triển của người trưởng thành đã theo dõi những người tham gia, và sau đó là gia đình họ, từ năm 1938. Các trưởng nhóm nghiên cứu cho biết những người có các mối quan hệ thân thiết ấm áp hơn, trong đó có quan hệ gia đình, thường khỏe mạnh và hạnh phúc hơn khi về già.',
      sources: ['Waldinger & Schulz (2023)'],
      evidence: 'nghiên cứu đoàn hệ dài hạn, bắt đầu từ năm 1938',
    },
    bands: {
      high: {
        reflect:
          'Điểm cao có thể có nghĩa là các mối quan hệ gia đình của bạn ấm áp và đáng tin cậy: bạn được là chính mình, có thể nhờ giúp đỡ và vượt qua bất đồng mà không để lại tổn thương lâu dài. Điều đó thường phản ánh nhiều năm nỗ lực nhỏ từ nhiều phía. Những gắn kết gia đình tốt đẹp vẫn cần được vun đắp, nhất là qua những thay đổi như chuyển nhà, có em bé, ốm đau hay cha mẹ già đi.',
        nextSteps: [
          'Nói cụ thể với một người trong gia đình rằng dạo này họ có ý nghĩa thế nào với bạn, trực tiếp, qua tin nhắn hoặc một mẩu giấy ngắn.',
          'Bắt đầu hoặc khôi phục một nếp nhỏ, như cuộc gọi hằng tuần, bữa cơm chung hay một nhóm chat chia sẻ ảnh gia đình.',
          'Hỏi một người lớn tuổi trong nhà về một câu chuyện đời họ mà bạn chưa từng nghe, và ghi lại những gì họ kể.',
        ],
        coachingQuestion:
          'Bạn mong gia đình nhớ nhất điều gì về cách bạn đã có mặt vì họ?',
      },
      mid: {
        reflect:
          'Điểm trung bình thường có nghĩa là đời sống gia đình có những khoảnh khắc đẹp bên cạnh chút khoảng cách, va chạm hay mất cân bằng: có thể việc liên lạc chủ yếu là chuyện sắp xếp, một mối quan hệ đang căng thẳng, hoặc bạn gánh nhiều việc hơn người khác. Bạn có thể thương gia đình mà vẫn thấy mệt khi ở bên họ. Cả hai đều có thể đúng, và nói ra điều bạn muốn khác đi là một khởi đầu tốt.',
        nextSteps: [
          'Chọn mối quan hệ gia đình bạn muốn cải thiện nhất và viết ra một điều bạn trân trọng ở người đó.',
          'Lên kế hoạch dành nửa giờ với một người thân trong tuần này mà không bàn chuyện việc nhà, lịch trình hay rắc rối.',
          'Nếu bạn đang gánh phần việc gia đình không công bằng, hãy liệt kê chúng và chọn một việc để nhờ người khác đảm nhận.',
        ],
        coachingQuestion:
          'Mối quan hệ gia đình nào, nếu dễ chịu hơn một chút, sẽ tạo khác biệt lớn nhất cho cuộc sống của bạn, và phần của bạn trong đó là gì?',
      },
      low: {
        reflect:
          'Điểm thấp có thể phản ánh xung đột, xa cách, mất mát, sự cô đơn ngay trong gia đình, hay gánh nặng chăm sóc một ai đó. Nỗi đau gia đình thường sâu sắc vì những mối quan hệ này đan vào con người chúng ta. Bạn có quyền quyết định mức độ gần gũi nào là lành mạnh với mình, và đôi khi điều đó có nghĩa là xây dựng sự nâng đỡ như gia đình ở nơi khác.',
        nextSteps: [
          'Viết ra điều bạn cần nhất từ gia đình lúc này, như sự thấu hiểu, giúp đỡ thiết thực, khoảng không gian riêng hay sự bình yên, mà không phán xét nó.',
          'Nếu việc liên lạc căng thẳng, hãy quyết định một ranh giới bảo vệ bạn, như giới hạn thời gian thăm hỏi hay một chủ đề bạn sẽ không bàn tới.',
          'Tuần này, hãy liên lạc với một người, có họ hàng hay không, mà bạn thấy giống như gia đình.',
        ],
        coachingQuestion:
          'Bạn muốn có kiểu gắn kết gia đình nào trong cuộc sống, và ai, có họ hàng hay không, có thể là một phần của nó?',
      },
    },
  },

  friends: {
    about:
      'Lĩnh vực này nói về tình bạn của bạn: có những người bạn quý, tin tưởng và có thể nhờ cậy, cùng thời gian và năng lượng bạn dành cho những kết nối ấy. Nó bao gồm cả bạn thân lẫn vòng rộng hơn những gương mặt quen thuộc giúp cuộc sống bớt cô đơn.',
    research: {
      finding:
        'Một phân tích tổng hợp 148 nghiên cứu, theo dõi tổng cộng hơn 300.000 người, cho thấy những người có các mối quan hệ xã hội bền chặt hơn có khả năng sống sót trong thời gian nghiên cứu cao hơn khoảng 50 phần trăm. Độ lớn của mối liên hệ này tương đương với các yếu tố nguy cơ quen thuộc như hút thuốc, dù các nghiên cứu quan sát như vậy không thể chứng minh quan hệ nhân quả.',
      sources: ['Holt-Lunstad, Smith & Layton (2010)'],
      evidence: 'phân tích tổng hợp 148 nghiên cứu',
    },
    bands: {
      high: {
        reflect:
          'Điểm cao cho thấy bạn có những người bạn mà bạn thích ở bên và có thể tin cậy, và bạn dành thời gian cho họ. Có thể bạn cũng giỏi phần việc thầm lặng của tình bạn: nhớ, rủ rê và có mặt. Tình bạn thay đổi theo các giai đoạn cuộc đời, nên điều này đáng được gìn giữ thay vì coi là hiển nhiên.',
        nextSteps: [
          'Nhắn một tin ngắn cho một người bạn, nói với họ một điều cụ thể bạn trân trọng ở họ.',
          'Đặt một lịch hẹn định kỳ với một người bạn thân, như đi dạo hay gọi điện mỗi tháng.',
          'Rủ một người ở rìa vòng bạn bè tham gia một việc bạn vốn đang làm.',
        ],
        coachingQuestion:
          'Những tình bạn nào bạn muốn vẫn còn sau hai mươi năm nữa, và điều gì sẽ giữ chúng luôn sống động?',
      },
      mid: {
        reflect:
          'Điểm trung bình thường có nghĩa là bạn có bạn bè nhưng gặp ít hơn mong muốn, hoặc thấy tình bạn đã nhạt dần vì cuộc sống bận rộn. Có thể bạn thường là người chủ động liên lạc, hoặc bạn nhớ cảm giác có ai đó để thật sự tâm sự. Nhiều người cảm thấy như vậy, nhất là sau khi chuyển nhà, đổi việc hay có con.',
        nextSteps: [
          'Nhắn cho một người bạn đã lâu không nói chuyện, chỉ để nói rằng bạn nhớ đến họ; mọi người thường trân trọng điều này hơn ta nghĩ.',
          'Biến một hoạt động thường ngày, như một lớp học, dắt chó đi dạo hay giờ uống cà phê, thành việc làm cùng một người bạn.',
          'Lần tới trò chuyện với một người bạn, hãy hỏi tiếp về điều họ kể với bạn lần trước.',
        ],
        coachingQuestion:
          'Trong giai đoạn này của cuộc đời, bạn muốn là người bạn như thế nào, và tháng này điều đó sẽ trông ra sao?',
      },
      low: {
        reflect:
          'Điểm thấp có thể có nghĩa là bạn thấy cô đơn, đã xa dần những người bạn cũ, hoặc đang ở một nơi mới mà chưa có nhóm bạn. Điều đó có thể rất buồn, và phổ biến hơn người ta thừa nhận. Tình bạn thường lớn lên qua những lần gặp gỡ lặp lại, nên những kết nối nhỏ và đều đặn thường quan trọng hơn việc tìm một mối quan hệ hoàn hảo.',
        nextSteps: [
          'Chọn một hoạt động nhóm định kỳ, như lớp học, câu lạc bộ, ca tình nguyện hay đội nhóm, và tham gia ít nhất hai lần, vì sự quen thuộc lớn dần nhờ lặp lại.',
          'Nhắn cho một người bạn cũ hoặc một người quen dễ mến, đề xuất một thời gian cụ thể để gặp hoặc nói chuyện.',
          'Nhận lời một lời mời mà bình thường bạn sẽ từ chối, và ở lại ít nhất nửa giờ.',
        ],
        coachingQuestion:
          'Trong tuần của bạn, ở đâu bạn có thể gặp những người giống nhau đủ thường xuyên để một tình bạn có cơ hội lớn lên?',
      },
    },
  },

  'relationships-love': {
    about:
      'Lĩnh vực này nói về tình yêu lứa đôi và sự thân mật: mối quan hệ hiện tại của bạn, hoặc nếu bạn độc thân, cảm nhận của bạn về hẹn hò, tình yêu và việc sống một mình. Nó bao gồm tình cảm, sự tin tưởng, giao tiếp, sự gần gũi thể xác và cảm giác được thấu hiểu.',
    research: {
      finding:
        'Cách hai người phản hồi tin vui của nhau rất quan trọng. Trong một loạt nghiên cứu, những người có bạn đời thường đáp lại bằng sự hào hứng chân thành, đầy quan tâm, gọi là phản hồi tích cực chủ động (active-constructive responding), cho biết mối quan hệ của họ viên mãn và tin cậy hơn so với những người có bạn đời phản hồi thờ ơ hoặc gạt đi.',
      sources: ['Gable et al. (2004)'],
      evidence: 'một loạt nghiên cứu, gồm cả nghiên cứu nhật ký hằng ngày',
    },
    bands: {
      high: {
        reflect:
          'Điểm cao có thể có nghĩa là đời sống tình cảm của bạn gần gũi, an toàn và đầy sức sống, dù đó là một mối quan hệ nuôi dưỡng bạn hay một cuộc sống độc thân mà bạn thật lòng mãn nguyện. Nó thường phản ánh sự tin tưởng và những thói quen quan tâm tốt trong đời thường. Các mối quan hệ thay đổi theo thời gian, nên việc tiếp tục vun đắp ngay cả khi mọi thứ đang tốt sẽ có ích.',
        nextSteps: [
          'Tuần này, khi người bạn thương chia sẻ một tin vui, hãy đáp lại bằng sự tò mò thật sự: đặt câu hỏi và để họ sống lại khoảnh khắc đó.',
          'Lên kế hoạch cùng làm một điều mới mà cả hai chưa từng thử, hoặc một điều mới cho riêng bạn nếu bạn độc thân.',
          'Nói với người bạn đời, hoặc một người bạn thương, về một việc cụ thể họ làm gần đây khiến bạn cảm thấy được quan tâm.',
        ],
        coachingQuestion:
          'Trong giai đoạn này của cuộc đời, tình yêu cần gì ở bạn mà vài năm trước nó chưa cần?',
      },
      mid: {
        reflect:
          'Điểm trung bình thường có nghĩa là mọi thứ vẫn ổn nhưng chưa gần gũi như bạn muốn: có thể bạn và người ấy đã thành hai người đồng quản lý bận rộn của cuộc sống hằng ngày, hoặc nếu độc thân, bạn chưa chắc về chuyện hẹn hò hay điều mình muốn. Bạn có thể nhớ cảm giác được nhìn thấy, được khao khát hay được thấu hiểu sâu sắc. Những cảm xúc này rất phổ biến và thường chuyển biến khi được quan tâm.',
        nextSteps: [
          'Cất điện thoại đi 20 phút khi ở bên người ấy và hỏi một câu mà bạn chưa biết câu trả lời.',
          'Tuần này, để ý những tín hiệu nhỏ mời gọi sự chú ý, như một lời bình, một cái chạm hay một câu đùa chung, và hướng về phía chúng thay vì quay đi.',
          'Nếu bạn độc thân, hãy viết ra ba điều bạn muốn cảm nhận trong một mối quan hệ, không chỉ những phẩm chất bạn muốn ở một người.',
        ],
        coachingQuestion:
          'Điều gì sẽ giúp bạn cảm thấy gắn kết hơn trong tình yêu, và phần nào trong đó nằm trong tầm tay bạn tuần này?',
      },
      low: {
        reflect:
          'Điểm thấp có thể phản ánh một mối quan hệ thường xuyên xung đột hoặc xa cách, một cuộc chia tay hay mất mát gần đây, hoặc nỗi cô đơn và khát khao nếu bạn độc thân. Điều đó có thể ảnh hưởng đến giấc ngủ, tâm trạng và lòng tự trọng. Cảm xúc của bạn là dễ hiểu, và nếu một mối quan hệ từng khiến bạn sợ hãi hoặc thấy không an toàn, hãy liên hệ một đường dây hỗ trợ về bạo lực gia đình hoặc một người bạn tin tưởng.',
        nextSteps: [
          'Viết ra, chỉ cho riêng mình, điều bạn nhớ nhất và điều bạn không còn muốn nữa, mà chưa cần quyết định gì.',
          'Nếu bạn đang có người yêu hay bạn đời, hãy chọn một lúc bình tĩnh để nói ra một điều bạn cần, bắt đầu bằng cảm xúc của mình thay vì điều người kia làm sai.',
          'Cân nhắc đặt một buổi tư vấn cặp đôi hoặc tư vấn cá nhân, dù chỉ để nhìn rõ hơn mình đang ở đâu.',
        ],
        coachingQuestion:
          'Một mối quan hệ yêu thương, kể cả mối quan hệ với chính mình, cần như thế nào để bạn cảm thấy an toàn và được trân trọng?',
      },
    },
  },

  'community-giving': {
    about:
      'Lĩnh vực này nói về chỗ đứng của bạn trong thế giới rộng lớn hơn: khu phố, các nhóm và những mục tiêu chung mà bạn gắn bó, cùng cách bạn đóng góp bằng thời gian, tiền bạc, kỹ năng hay lòng tốt giản dị. Nó phản ánh việc bạn có cảm thấy mình là một phần của điều gì đó lớn hơn vòng tròn riêng của mình hay không.',
    research: {
      finding:
        'Một tổng quan hệ thống cho thấy trong các nghiên cứu đoàn hệ dài hạn, những người làm tình nguyện báo cáo ít trầm cảm hơn, hài lòng với cuộc sống và hạnh phúc hơn, và có nguy cơ tử vong thấp hơn trong thời gian theo dõi. Các thử nghiệm ngẫu nhiên chưa xác nhận nhất quán những lợi ích này, nên làm tình nguyện có thể có ích, nhưng cũng có thể những người khỏe mạnh và hạnh phúc hơn vốn dễ đi làm tình nguyện hơn.',
      sources: ['Jenkinson et al. (2013)'],
      evidence: 'tổng quan hệ thống và phân tích tổng hợp 40 bài báo (thử nghiệm và nghiên cứu đoàn hệ)',
    },
    bands: {
      high: {
        reflect:
          'Điểm cao cho thấy bạn cảm thấy gắn kết với một cộng đồng và đóng góp theo những cách có ý nghĩa với mình. Bạn có thể là người hàng xóm ai cũng biết, hoặc người năm nào cũng góp sức cho một việc chung. Cũng nên xem lại xem việc cho đi còn tiếp thêm năng lượng cho bạn, hay đang lặng lẽ làm bạn kiệt sức.',
        nextSteps: [
          'Ghi lại một đóng góp khiến bạn thấy ý nghĩa nhất và lý do, để bạn có thể gìn giữ nó khi cuộc sống bận rộn.',
          'Rủ một người mới đi cùng bạn đến một nhóm, sự kiện hay hoạt động mà bạn đang tham gia.',
          'Cảm ơn một người giúp cộng đồng của bạn vận hành, như người tổ chức, tình nguyện viên hay người hàng xóm luôn để mắt đến người khác.',
        ],
        coachingQuestion:
          'Bạn muốn cộng đồng của mình khác đi thế nào nhờ có bạn là một phần của nó?',
      },
      mid: {
        reflect:
          'Điểm trung bình thường có nghĩa là bạn quan tâm đến cộng đồng nhưng tham gia ít hơn mong muốn; có thể thời gian eo hẹp, hoặc bạn chưa tìm được chỗ phù hợp. Có lẽ thỉnh thoảng bạn vẫn cho đi, nhưng thấy nó chưa gắn với điều mình coi trọng. Những đóng góp nhỏ và đều đặn thường mang lại nhiều hài lòng hơn những cử chỉ lớn thi thoảng mới có.',
        nextSteps: [
          'Làm một việc tốt nhỏ cho hàng xóm hoặc người lạ mỗi ngày trong năm ngày, và để ý cảm giác của bạn.',
          'Tìm hiểu một nhóm hay hoạt động ở địa phương gắn với điều bạn quan tâm, và xem bước đầu tiên cần những gì.',
          'Trò chuyện thật sự, không chỉ gật đầu chào, với một người bạn gặp thường xuyên nhưng hầu như không quen, như chủ cửa hàng hay hàng xóm.',
        ],
        coachingQuestion:
          'Vấn đề hay nhóm nào bạn quan tâm đủ để dành một giờ mỗi tháng, và điều gì đã ngăn bạn đến giờ?',
      },
      low: {
        reflect:
          'Điểm thấp có thể có nghĩa là bạn thấy mình không gắn kết với con người và nơi chốn xung quanh, hoặc việc đóng góp có vẻ ngoài tầm với vì chính cuộc sống của bạn đang quá nhiều đòi hỏi. Cả hai đều dễ hiểu. Cảm giác thuộc về có thể bắt đầu rất nhỏ, từ một gương mặt quen, một câu chuyện ngắn hay một cách giúp đỡ khiêm tốn.',
        nextSteps: [
          'Tìm hiểu tên của một người hàng xóm hay một gương mặt quen trong khu phố và gọi tên họ lần tới khi gặp.',
          'Dành 15 phút xem có những gì diễn ra ở địa phương, như sự kiện ở thư viện, vườn cộng đồng hay một nhóm tôn giáo hoặc văn hóa, và ghi lại một điều muốn thử.',
          'Làm một việc có ích mất chưa đến mười phút, như để lại một đánh giá tử tế cho một cửa hàng quanh nhà hay ngỏ ý xách đồ giúp ai đó.',
        ],
        coachingQuestion:
          'Bạn đã cảm thấy chút thuộc về ở đâu rồi, và làm sao để dành thêm một chút thời gian ở đó?',
      },
    },
  },

  'fun-recreation': {
    about:
      'Vui chơi và giải trí bao gồm vui chơi, sở thích, nghỉ ngơi và những việc bạn làm chỉ vì thích. Đó là nơi bạn nạp lại năng lượng, khám phá và quên cả thời gian, và thường là thứ đầu tiên bị cắt bớt khi cuộc sống bận rộn.',
    research: {
      finding:
        'Một phân tích tổng hợp tìm thấy mối liên hệ ở mức vừa phải giữa giải trí và hạnh phúc, với các nghiên cứu theo thời gian và thực nghiệm gợi ý rằng giải trí có thể làm tăng hạnh phúc, chứ không chỉ phản ánh nó. Mức độ thường xuyên và đa dạng của các hoạt động giải trí quan trọng hơn tổng thời gian bỏ ra.',
      sources: ['Kuykendall, Tay & Ng (2015)'],
      evidence: 'phân tích tổng hợp 37 hệ số ảnh hưởng từ hơn 11.000 người',
    },
    bands: {
      high: {
        reflect:
          'Điểm cao cho thấy bạn dành chỗ cho niềm vui: bạn có những hoạt động khiến mình say mê, có người để cùng chơi và có thời gian cho riêng mình. Có thể bạn đã hiểu rằng niềm vui không chỉ là phần thưởng sau khi xong mọi việc. Đó là một thế mạnh thật sự, và nó thường nâng đỡ cả những phần khác trên bánh xe của bạn.',
        nextSteps: [
          'Thử một hoạt động mới trong tuần này, hơi khác với phạm vi quen thuộc của bạn, như một môn thể thao, một món đồ thủ công hay một trò chơi khác.',
          'Chia sẻ một sở thích bạn yêu thích với ai đó bằng cách rủ họ cùng tham gia hoặc dạy họ những điều cơ bản.',
          'Để ý hoạt động nào trong tuần này khiến bạn quên cả thời gian, và ghi lại điều gì làm nó cuốn hút đến vậy.',
        ],
        coachingQuestion:
          'Kiểu vui chơi nào bạn đã không còn dành thời gian từ khi còn trẻ, và mang một phần của nó trở lại sẽ thế nào?',
      },
      mid: {
        reflect:
          'Điểm trung bình thường có nghĩa là bạn có chút thời gian rảnh, nhưng phần lớn là để hồi sức: lướt điện thoại, xem TV hay nằm vật ra cuối ngày. Những điều đó có vai trò của chúng, nhưng hiếm khi làm bạn tươi tỉnh như một hoạt động vận động, giao lưu hay cuốn hút. Có lẽ các sở thích đã lặng lẽ rơi khỏi lịch của bạn mà bạn chưa bao giờ thật sự chọn như vậy.',
        nextSteps: [
          'Xếp một khoảng hai giờ trong tuần này cho điều bạn thích, và giữ nó như một cuộc hẹn.',
          'Liệt kê mười điều từng mang lại niềm vui cho bạn và làm một điều trước khi hết cuối tuần.',
          'Trong hai buổi tối, đổi 20 phút lướt điện thoại lấy một việc cần đôi tay, như nấu ăn, chơi nhạc, vẽ hay ghép hình.',
        ],
        coachingQuestion:
          'Lần cuối bạn thật sự say mê một điều gì đó chỉ vì vui là khi nào, và lúc đó có gì khác?',
      },
      low: {
        reflect:
          'Điểm thấp có thể có nghĩa là hầu như không còn thời gian hay năng lượng cho niềm vui, hoặc những điều bạn từng yêu thích đã mất đi sức hút. Điều này thường xảy ra khi khối lượng công việc nặng nề, phải chăm sóc người khác hoặc tâm trạng đi xuống. Ngay cả một chút vui chơi cũng có ích, và nếu đã nhiều tuần không có gì khiến bạn thấy vui, bạn nên nói với bác sĩ.',
        nextSteps: [
          'Chọn một niềm vui mười phút cho mỗi ngày trong tuần này, như một bài hát yêu thích, một lần đi bộ ngắn ở nơi dễ chịu hay một ván game nhanh, và tận hưởng nó mà không làm việc khác cùng lúc.',
          'Xem lại lịch của bạn và lấy lại một giờ từ một việc ít quan trọng hơn bạn tưởng.',
          'Rủ một người bạn hay người thân cùng làm một việc nhẹ nhàng, không vì mục đích gì ngoài niềm vui.',
        ],
        coachingQuestion:
          'Bạn sẽ làm gì với một buổi chiều rảnh nếu không phải giải thích với ai, kể cả chính mình?',
      },
    },
  },

  'physical-environment': {
    about:
      'Lĩnh vực này nói về những không gian bạn sống và làm việc: ngôi nhà, chỗ làm, khu phố, và khả năng tiếp cận ánh sáng, sự yên tĩnh và thiên nhiên. Môi trường xung quanh tác động đến tâm trạng và năng lượng nhiều hơn người ta thường nhận ra, theo cả hướng tốt lẫn xấu.',
    research: {
      finding:
        'Trong một khảo sát với gần 20.000 người ở Anh, những người dành ít nhất 120 phút mỗi tuần trong thiên nhiên có khả năng cho biết sức khỏe tốt và hạnh phúc cao hơn những người không dành chút thời gian nào. Dường như không quan trọng thời gian đó đến từ một chuyến đi dài hay vài chuyến ngắn, dù một khảo sát như vậy chỉ cho thấy mối liên hệ, không chứng minh quan hệ nhân quả.',
      sources: ['White et al. (2019)'],
      evidence: 'khảo sát quốc gia quy mô lớn',
    },
    bands: {
      high: {
        reflect:
          'Điểm cao cho thấy môi trường xung quanh phần lớn đang nâng đỡ bạn: nhà là nơi để nghỉ ngơi, chỗ làm việc thuận tiện, và bạn có thể tìm đến ánh sáng, không khí hay mảng xanh. Điều đó có thể phản ánh những lựa chọn bạn đã cân nhắc kỹ theo thời gian. Chăm chút một chút bây giờ sẽ giữ được điều đó khi nhu cầu của bạn thay đổi.',
        nextSteps: [
          'Đi một vòng quanh nhà, tìm góc mang lại cho bạn nhiều bình yên nhất và ghi lại điều gì khiến nó dễ chịu.',
          'Dành tổng cộng ít nhất hai giờ ngoài trời ở nơi có cây xanh hoặc mặt nước trong tuần này, chia nhỏ theo cách nào tùy bạn.',
          'Sửa hoặc xử lý xong một việc nhỏ bạn vẫn né tránh, như bóng đèn cháy, cánh cửa kêu cót két hay đống đồ ở lối vào.',
        ],
        coachingQuestion:
          'Bạn muốn không gian của mình nâng đỡ cuộc sống mà bạn đang lớn lên cùng như thế nào?',
      },
      mid: {
        reflect:
          'Điểm trung bình thường có nghĩa là không gian của bạn tạm ổn nhưng chưa thật vừa ý: đồ đạc có thể bừa bộn dần, một căn phòng không hợp với cách bạn dùng, tiếng ồn hay ánh sáng làm phiền bạn, hoặc bạn hiếm khi ra ngoài. Bạn có thể cảm nhận những điều này như một áp lực âm ỉ phía sau hơn là vấn đề lớn. Những thay đổi nhỏ trong không gian có thể làm cảm giác khác đi nhanh đến bất ngờ.',
        nextSteps: [
          'Chọn một mặt phẳng, như bàn ăn, mặt bếp hay bàn làm việc, dọn trống hoàn toàn trong 15 phút, rồi để ý cảm giác khi dùng nó sau đó.',
          'Dời chiếc ghế hay bàn làm việc chính lại gần ánh sáng tự nhiên, hoặc đặt một chậu cây hay bức tranh bạn thích ở nơi bạn ở lâu nhất.',
          'Đi bộ 20 phút ở nơi xanh nhất gần bạn vào hai ngày trong tuần này.',
        ],
        coachingQuestion:
          'Nếu ngôi nhà có thể giúp bạn cảm thấy một điều vào cuối mỗi ngày, đó sẽ là cảm giác gì, và điều gì đang cản trở nó?',
      },
      low: {
        reflect:
          'Điểm thấp có thể phản ánh một ngôi nhà chật chội, ồn ào, không an toàn, hỗn loạn hoặc không thật sự là của bạn, hoặc một khu phố hay quãng đường đi làm khiến bạn kiệt sức. Một phần có thể nằm ngoài tầm kiểm soát, như chi phí nhà ở hay hàng xóm, khiến bạn thấy bế tắc. Dù vậy, những thay đổi nhỏ trong tầm tay vẫn có thể giảm bớt căng thẳng hằng ngày trong khi bạn cân nhắc những thay đổi lớn hơn.',
        nextSteps: [
          'Chọn một góc nhỏ, dù chỉ là một chiếc ghế hay chiếc bàn đầu giường, và biến nó thành nơi yên tĩnh, dễ chịu.',
          'Viết ra ba điều về môi trường xung quanh làm bạn khó chịu nhất, và đánh dấu những điều bạn có thể tác động.',
          'Tìm một nơi gần nhà mà bạn thấy thoải mái, như công viên, thư viện hay quán cà phê, và dành thời gian ở đó trong tuần này.',
        ],
        coachingQuestion:
          'Một nơi thật sự nâng đỡ bạn sẽ trông như thế nào, và một bước trong tầm kiểm soát của bạn để tiến về phía đó là gì?',
      },
    },
  },

  'personal-growth': {
    about:
      'Phát triển bản thân bao gồm học hỏi, rèn luyện kỹ năng, hiểu mình hơn và ngày càng trở thành người bạn muốn trở thành. Nó gồm sự tò mò, suy ngẫm và can đảm thử những điều bạn chưa giỏi.',
    research: {
      finding:
        'Mô hình hạnh phúc tâm lý của Carol Ryff coi sự phát triển cá nhân, tức cảm giác tiếp tục phát triển và hiện thực hóa tiềm năng của mình, là một trong sáu thành phần cốt lõi của một cuộc sống tốt đẹp, bên cạnh mục đích sống, chấp nhận bản thân, tự chủ, làm chủ môi trường và các mối quan hệ tích cực. Bảng hỏi của bà được dùng rộng rãi trong nghiên cứu về hạnh phúc suốt tuổi trưởng thành.',
      sources: ['Ryff (1989)'],
      evidence: 'nghiên cứu xây dựng lý thuyết kèm khảo sát bằng bảng hỏi ở người trưởng thành',
    },
    bands: {
      high: {
        reflect:
          'Điểm cao cho thấy bạn cảm thấy mình đang học hỏi và trưởng thành, với cảm giác đang tiến về phía người mình muốn trở thành. Có thể bạn thích thử thách và khá thoải mái với việc chưa biết làm một điều gì đó. Nấc tiếp theo của bạn có thể là chia sẻ điều mình học được, hoặc chọn có chủ đích hơn điều mình muốn phát triển.',
        nextSteps: [
          'Ghi lại điều quan trọng nhất bạn học được trong năm qua và ai có thể được lợi khi nghe điều đó.',
          'Chọn một kỹ năng bạn đang rèn luyện và tìm một nguồn phản hồi cụ thể, như thầy cô, bạn đồng hành hay một đoạn ghi hình chính mình.',
          'Chọn một thử thách hơi khó chịu cho tuần này, như hỏi một câu mà bình thường bạn giữ trong lòng, và làm nó.',
        ],
        coachingQuestion:
          'Bạn đang trưởng thành hướng tới phiên bản nào của chính mình, và người đó sẽ làm gì khác đi trong tuần này?',
      },
      mid: {
        reflect:
          'Điểm trung bình thường có nghĩa là bạn đang trưởng thành ở một số mặt nhưng thấy hơi chững lại ở những mặt khác: có thể bạn học khi cuộc sống đòi hỏi nhưng hiếm khi tự chọn học, hoặc bắt đầu điều gì đó rồi mất đà. Bạn có thể có ý tưởng về điều muốn phát triển mà chưa có bước đầu tiên rõ ràng. Sự phát triển thường tăng tốc khi bạn làm nó trở nên cụ thể và nhỏ.',
        nextSteps: [
          'Gọi tên một kỹ năng hay phẩm chất bạn muốn phát triển và viết một kế hoạch “nếu… thì…” cho nó: khi nào và ở đâu bạn sẽ luyện tập 15 phút.',
          'Đọc, xem hoặc nghe một thứ trong tuần này chỉ vì tò mò, và ghi lại một ý bạn muốn nhớ.',
          'Hỏi một người hiểu rõ bạn xem họ nghĩ lĩnh vực phát triển tiếp theo của bạn có thể là gì.',
        ],
        coachingQuestion:
          'Điều gì khiến bạn tò mò mà bạn vẫn chưa cho phép mình khám phá?',
      },
      low: {
        reflect:
          'Điểm thấp có thể có nghĩa là bạn thấy bế tắc hoặc không chắc mình đang trở thành ai, hoặc cuộc sống có quá nhiều đòi hỏi đến mức phát triển bản thân giống như một thứ xa xỉ. Nó cũng có thể phản ánh một thất bại đã làm lung lay sự tự tin của bạn. Phát triển không cần phải ngoạn mục, và những bước nhỏ lặp đi lặp lại cũng được tính.',
        nextSteps: [
          'Viết ra một điều bạn đã học được hoặc xử lý tốt trong tháng qua, dù nhỏ đến đâu, để nhắc mình rằng bạn vẫn đang lớn lên.',
          'Chọn một thực hành thật nhỏ, như đọc sách năm phút hay học một từ mới của một ngoại ngữ, và gắn nó với một việc bạn vẫn làm mỗi ngày.',
          'Nhớ lại một thời điểm bạn cảm thấy mình đang trưởng thành, và viết ra điều gì đã giúp điều đó xảy ra.',
        ],
        coachingQuestion:
          'Bước nhỏ nào sẽ cho bạn thấy, sau một tháng nữa, rằng bạn đã bắt đầu chuyển động trở lại?',
      },
    },
  },

  spirituality: {
    about:
      'Đời sống tinh thần ở đây là mối liên hệ của bạn với ý nghĩa, mục đích và bất cứ điều gì bạn cảm nhận là lớn lao hơn bản thân, dù qua tôn giáo, thiên nhiên, nghệ thuật, giá trị sống, sự suy ngẫm hay cộng đồng. Đây là điều rất riêng tư, và không có cách chấm điểm nào là đúng.',
    research: {
      finding:
        'Các nghiên cứu dùng Bảng hỏi Ý nghĩa Cuộc sống (Meaning in Life Questionnaire) phân biệt giữa có cảm nhận về ý nghĩa và đi tìm ý nghĩa. Cảm thấy cuộc sống có ý nghĩa luôn gắn với mức hạnh phúc cao hơn, còn việc đi tìm hóa ra là một trải nghiệm riêng biệt, nên người ta có thể đã có phần nào ý nghĩa mà vẫn tiếp tục tìm kiếm thêm.',
      sources: ['Steger et al. (2006)'],
      evidence: 'các nghiên cứu xây dựng bảng hỏi với nhiều mẫu sinh viên',
    },
    bands: {
      high: {
        reflect:
          'Điểm cao cho thấy bạn biết rõ điều gì mang lại ý nghĩa cho cuộc sống của mình, và có những thực hành hay niềm tin giúp bạn vững chãi. Điều đó có thể thể hiện qua sự bình thản trong lúc khó khăn, hay cảm giác gắn kết thật sự với điều gì đó lớn lao hơn. Sự vững chãi ấy cũng có thể là nguồn sức mạnh cho những người xung quanh bạn.',
        nextSteps: [
          'Dành mười phút yên tĩnh trong tuần này để suy ngẫm điều gì gần đây khiến bạn thấy ý nghĩa nhất, và vì sao.',
          'Chia sẻ một thực hành, một đoạn văn, một nơi chốn hay một bản nhạc giúp bạn vững chãi với người có thể trân trọng nó.',
          'Tìm một khoảnh khắc khiến bạn kinh ngạc, thán phục trong tuần này, như một bầu trời rộng, một bản nhạc hay một hành động dũng cảm, và ở lại với nó lâu hơn thường lệ một chút.',
        ],
        coachingQuestion:
          'Cảm nhận về ý nghĩa của bạn đang định hình những lựa chọn trong một ngày bình thường như thế nào?',
      },
      mid: {
        reflect:
          'Điểm trung bình thường có nghĩa là ý nghĩa vẫn hiện diện nhưng mỏng manh hoặc lúc có lúc không: bạn có thể cảm thấy gắn kết vào những thời điểm nhất định rồi đánh mất sợi dây ấy giữa bộn bề thường nhật. Có lẽ những niềm tin cũ không còn hoàn toàn phù hợp còn những niềm tin mới vẫn đang hình thành. Khoảng lưng chừng ấy rất phổ biến, và có thể là mảnh đất màu mỡ.',
        nextSteps: [
          'Viết ra ba giá trị bạn muốn sống theo nhất, và một dịp trong tuần này để thực hành mỗi giá trị.',
          'Thử dành năm phút tĩnh lặng mỗi sáng, dù là cầu nguyện, thiền, thở chậm hay chỉ ngồi yên không cầm điện thoại.',
          'Dành thời gian ở một nơi khiến bạn thấy mình nhỏ bé theo nghĩa tích cực, như đỉnh đồi, biển cả, một công trình cổ hay dưới bầu trời rộng.',
        ],
        coachingQuestion:
          'Khi nào bạn cảm thấy gắn kết nhất với điều gì đó lớn lao hơn bản thân, và làm sao để dành nhiều chỗ hơn cho điều đó?',
      },
      low: {
        reflect:
          'Điểm thấp có thể có nghĩa là bạn thấy mất kết nối với ý nghĩa hay mục đích, cuộc sống đã thành một chuỗi việc phải làm, hoặc những niềm tin từng nâng đỡ bạn nay không còn như vậy. Đôi khi điều này đến sau mất mát, kiệt sức hay thất vọng. Đây là những câu hỏi lâu đời nhất của con người, và việc chưa có câu trả lời lúc này cũng là một phần của làm người.',
        nextSteps: [
          'Liệt kê ngắn gọn những khoảnh khắc trong đời bạn thấy có ý nghĩa, dù chỉ thoáng qua, và tìm điểm chung giữa chúng.',
          'Dành 20 phút trong tuần này ở một nơi yên tĩnh, tốt nhất là ngoài trời và không mang điện thoại, và chỉ đơn giản để ý những gì bạn nhận thấy.',
          'Trò chuyện về những câu hỏi bạn đang mang với một người có cách nhìn về ý nghĩa cuộc sống mà bạn kính trọng, như một người bạn, một bậc cao niên, một người dẫn dắt tôn giáo hay một chuyên viên tư vấn.',
        ],
        coachingQuestion:
          'Nếu cuộc sống của bạn được dẫn dắt bởi một điều thật sự quan trọng với bạn, đó sẽ là gì, và điều gì sẽ thay đổi?',
      },
    },
  },
};
