-- The calendar's categories (GET /api/categories). The personal ones are one person's own time.
INSERT INTO "categories" ("name", "description", "color", "is_personal") VALUES
('Event', 'Plans with friends, or anything else on your calendar', '#228be6', false),
('Working Hours', 'Hours you are busy every week', '#868e96', true),
('Availability Windows', 'Times you are free to hang out', '#40c057', true),
('Blocks', 'Time you keep to yourself', '#fa5252', true);
