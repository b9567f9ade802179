import type { DomainInsight } from '../types.js';

export const genericInsight: DomainInsight = {
  about:
    '“{{domain}}” là lĩnh vực bạn tự chọn đưa vào bánh xe của mình, và điều đó đã cho thấy nó quan trọng với bạn. Điểm số là một lát cắt cho thấy hiện bạn hài lòng với lĩnh vực này đến đâu, còn khoảng cách đến điểm mong muốn cho thấy bạn muốn thay đổi nhiều đến mức nào.',
  research: {
    finding:
      'Những kế hoạch “nếu… thì…” đơn giản, gắn một tình huống cụ thể với một hành động cụ thể, được gọi là ý định thực hiện (implementation intentions), giúp con người dễ hành động theo mục tiêu hơn. Một phân tích tổng hợp gồm 94 kiểm nghiệm độc lập cho thấy chúng có tác động từ trung bình đến lớn đối với việc đạt mục tiêu so với chỉ có ý định tốt, nên đây là một công cụ hữu ích cho lĩnh vực “{{domain}}” hay bất kỳ lĩnh vực nào khác trong cuộc sống.',
    sources: ['Gollwitzer (1999)', 'Gollwitzer & Sheeran (2006)'],
    evidence: 'phân tích tổng hợp 94 kiểm nghiệm độc lập',
  },
  bands: {
    high: {
      reflect:
        'Điểm cao cho thấy lĩnh vực “{{domain}}” đang diễn ra tốt với bạn lúc này. Có thể bạn có những thói quen, con người hay lựa chọn đang nâng đỡ nó, dù bạn hiếm khi nghĩ đến. Nhận ra điều gì đang hiệu quả sẽ giúp bạn giữ được nó khi cuộc sống thay đổi.',
      nextSteps: [
        'Ghi lại hai hoặc ba điều giúp lĩnh vực “{{domain}}” suôn sẻ nhất, để bạn có thể bảo vệ chúng khi bận rộn.',
        'Chia sẻ điều đang hiệu quả trong lĩnh vực “{{domain}}” với một người có thể được lợi từ kinh nghiệm của bạn.',
        'Chọn một cách nhỏ để đào sâu hoặc mở rộng lĩnh vực “{{domain}}” trong tuần này, và quyết định chính xác khi nào bạn sẽ làm.',
      ],
      coachingQuestion:
        'Điều gì sẽ khiến lĩnh vực “{{domain}}” còn đáng hài lòng hơn sau một năm nữa, và điều gì đã đang hướng về phía đó?',
    },
    mid: {
      reflect:
        'Điểm trung bình cho thấy lĩnh vực “{{domain}}” mới đạt được một phần như bạn muốn. Có những điều đang ổn, trong khi những điều khác có vẻ bế tắc, mơ hồ hoặc bị các ưu tiên khác lấn át. Tình trạng pha trộn này rất phổ biến, và thường có nghĩa là chỉ vài thay đổi có trọng tâm cũng có thể tạo ra khác biệt rõ rệt.',
      nextSteps: [
        'Viết một câu về điều đang ổn trong lĩnh vực “{{domain}}” và một câu về điều chưa ổn.',
        'Chọn một thay đổi nhỏ cho lĩnh vực “{{domain}}” và lập kế hoạch “nếu… thì…” cho nó: nêu rõ thời điểm bạn sẽ hành động và bạn sẽ làm gì.',
        'Kể với một người bạn tin tưởng về thay đổi bạn muốn trong lĩnh vực “{{domain}}” và nhờ họ hỏi thăm bạn vào tuần sau.',
      ],
      coachingQuestion:
        'Nếu lĩnh vực “{{domain}}” chỉ tăng thêm hai điểm, cuộc sống hằng ngày của bạn sẽ khác đi thế nào?',
    },
    low: {
      reflect:
        'Điểm thấp cho thấy lĩnh vực “{{domain}}” chưa ở nơi bạn mong muốn, và có thể đang đè nặng lên bạn. Nó có thể phản ánh hoàn cảnh ngoài tầm kiểm soát, một thay đổi gần đây, hoặc điều gì đó bạn vẫn trì hoãn. Gọi tên nó một cách trung thực là bước đầu tiên hữu ích, và nếu nó ảnh hưởng đến sức khỏe, sự an toàn hay tâm trạng của bạn, trò chuyện với một chuyên gia có thể giúp ích.',
      nextSteps: [
        'Viết ra điều gì đang khiến lĩnh vực “{{domain}}” trở nên khó khăn lúc này, tách riêng những gì bạn có thể tác động và những gì không.',
        'Chọn bước nhỏ nhất có thể trong tầm tay bạn và thực hiện nó trong ba ngày tới.',
        'Nhờ một người hỗ trợ hoặc cho lời khuyên về lĩnh vực “{{domain}}”, dù chỉ để cùng nói chuyện về nó.',
      ],
      coachingQuestion:
        'Điều gì quan trọng nhất với bạn ở lĩnh vực “{{domain}}”, và điều đầu tiên bạn muốn thay đổi là gì?',
    },
  },
};
