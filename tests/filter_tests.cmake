# SPDX-License-Identifier: GPL-2.0-or-later
# Tests of the message and conversation filters (models/items) and the filter bar (views).
inspector_add_test(tst_message_filter_proxy models)
inspector_add_test(tst_conversation_filter_proxy models)
inspector_add_test(tst_filter_bar views)
