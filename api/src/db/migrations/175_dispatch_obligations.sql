-- The obligation (of an accepted contract) a dispatch instruction falls inside. Null only for
-- instructions sent before their competition's contracts were made; making the contracts links
-- them (contracts/create.ts).
ALTER TABLE dispatch_instructions ADD COLUMN obligation_id integer REFERENCES obligations (id) ON DELETE SET NULL;
UPDATE dispatch_instructions t SET obligation_id = ob.id FROM obligations ob WHERE ob.bid_id = t.bid_id;
CREATE INDEX dispatch_instructions_obligation_idx ON dispatch_instructions (obligation_id);
