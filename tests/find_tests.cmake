# SPDX-License-Identifier: GPL-2.0-or-later
# Find in the open conversation (issue 6): the model-side match list and the find bar UI.
inspector_add_test(tst_conversation_matches models)
inspector_add_test(tst_find_bar views)
