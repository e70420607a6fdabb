// SPDX-License-Identifier: GPL-2.0-or-later
#pragma once

class QTableView;

/// How the app's long lists look and behave as tables (the conversation list, the Problems pane):
/// whole rows of one line and one fixed height, alternate row colours, no grid, no row numbers,
/// left-aligned column titles, not editable; Tab leaves the table. A table, not a tree, because a
/// tree lays out every row again whenever rows arrive or are sorted (tens of milliseconds for
/// 100,000 rows) and a table of fixed rows does not. Sets up a view the caller owns.
namespace RowTable {
void setUp(QTableView *view);
} // namespace RowTable
