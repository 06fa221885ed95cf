-- Issue 13: the achievements master with its rules (lib/db/seed/achievements.ts holds the same
-- rows). Existing codes keep their id (earlier unlocks stay); their rule and text are updated.
insert into public.achievements (code, title, description, icon, xp, rule_kind, rule_target) values
  ('primera-compra', 'Primera compra', 'Compraste tu primer cupón.', 'ShoppingBag', 50, 'purchases', 1),
  ('critico', 'Crítico gastronómico', 'Escribiste tu primera reseña con compra verificada.', 'MessageSquare', 30, 'verified_reviews', 1),
  ('fiel', 'Cliente fiel', 'Seguiste a 3 negocios.', 'Heart', 40, 'follows', 3),
  ('racha-7', 'Racha de 7 días', 'Visitaste CuponGT 7 días seguidos.', 'Flame', 70, 'streak', 7),
  ('cazador-flash', 'Cazador de ofertas flash', 'Compraste una oferta flash antes de que terminara.', 'Zap', 80, 'flash_purchases', 1),
  ('cliente-frecuente', 'Cliente frecuente', 'Hiciste 5 compras.', 'Repeat', 100, 'purchases', 5),
  ('explorador', 'Explorador', 'Compraste cupones de 3 categorías distintas.', 'Compass', 100, 'categories', 3),
  ('ahorrador', 'Gran ahorrador', 'Ahorraste más de Q500 con tus cupones.', 'PiggyBank', 120, 'saved', 500),
  ('embajador', 'Embajador', 'Un amigo se registró con tu código e hizo su primera compra.', 'Users', 150, 'referrals', 1),
  ('gran-comprador', 'Gran comprador', 'Gastaste Q1,000 en cupones.', 'Wallet', 200, 'spent', 1000),
  ('super-embajador', 'Superembajador', 'Cinco amigos hicieron su primera compra con tu código en un mismo mes.', 'Crown', 300, 'referrals_month', 5)
on conflict (code) do update set title = excluded.title, description = excluded.description, icon = excluded.icon,
  xp = excluded.xp, rule_kind = excluded.rule_kind, rule_target = excluded.rule_target;
