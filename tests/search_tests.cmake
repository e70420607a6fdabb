# SPDX-License-Identifier: GPL-2.0-or-later
# Tests of the Find engine (models/search, the QtCore-only models_search library).
inspector_add_test(tst_find_query models_search)
inspector_add_test(tst_file_search models) # models: MappedFile
inspector_add_test(tst_text_diff models_compare)
inspector_add_test(tst_tool_trajectory models_compare)
inspector_add_test(tst_sequence_alignment models_compare)
inspector_add_test(tst_conversation_comparison models_compare)
inspector_add_test(tst_comparison_model models)
