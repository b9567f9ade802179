import type { EnglishBundle, Translation } from '../../translation.js';

export const domains = {
  'career-vocation': { name: 'Sự nghiệp & Công việc', descriptor: 'Ý nghĩa, sự phát triển và niềm hài lòng trong công việc' },
  'financial-wellbeing': { name: 'Tài chính', descriptor: 'Cảm giác an tâm và làm chủ chuyện tiền bạc' },
  'physical-health': { name: 'Sức khỏe thể chất', descriptor: 'Năng lượng, thể lực, giấc ngủ và cảm nhận về cơ thể mỗi ngày' },
  'emotional-wellbeing': { name: 'Sức khỏe cảm xúc', descriptor: 'Sự bình tâm, sức bật và cách bạn đón nhận những thăng trầm của cuộc sống' },
  family: { name: 'Gia đình', descriptor: 'Sự gần gũi, nâng đỡ và thời gian bên những người bạn coi là gia đình' },
  friends: { name: 'Bạn bè', descriptor: 'Những tình bạn mà ở đó bạn được thấu hiểu, được nâng đỡ và thấy thoải mái' },
  'relationships-love': { name: 'Tình yêu & Quan hệ lứa đôi', descriptor: 'Sự thân mật, gắn bó và tình yêu bạn trao đi, nhận lại' },
  'community-giving': { name: 'Cộng đồng & Sẻ chia', descriptor: 'Cảm giác thuộc về, đóng góp và tạo nên khác biệt cho người khác' },
  'fun-recreation': { name: 'Vui chơi & Giải trí', descriptor: 'Vui chơi, sở thích và những lúc bạn quên cả thời gian' },
  'physical-environment': { name: 'Môi trường sống', descriptor: 'Một ngôi nhà và không gian xung quanh bình yên, an toàn và là của riêng bạn' },
  'personal-growth': { name: 'Phát triển bản thân', descriptor: 'Học hỏi, tò mò và trở thành người bạn muốn trở thành' },
  spirituality: { name: 'Đời sống tinh thần', descriptor: 'Ý nghĩa, giá trị sống và cảm giác về điều gì đó lớn lao hơn bản thân' },
} satisfies Translation<EnglishBundle['domains']>;
