// SPDX-License-Identifier: GPL-2.0-or-later
#pragma once

#include <QGridLayout>
#include <QHash>

class QLabel;

/// A two-column label/field layout that may hide rows: a QGridLayout with the few QFormLayout
/// calls the panes use. Qt 6.4's QFormLayout writes out of bounds in heightForWidth() when a row
/// is hidden next to word-wrapped labels (seen with valgrind), so panes whose rows come and go use
/// this instead. Owned by the widget it is set on, like any layout.
class FormGrid : public QGridLayout
{
    Q_OBJECT
public:
    explicit FormGrid(QWidget *parent = nullptr);

    /// Appends a row; `label` may be null (the field then spans both columns). Returns the row.
    int addRow(QLabel *label, QWidget *field);
    /// The label of `field`'s row, or null.
    QLabel *labelForField(QWidget *field) const { return m_labels.value(field, nullptr); }
    /// Shows or hides the row of `field` (its label and the field).
    void setRowVisible(QWidget *field, bool visible);

private:
    QHash<QWidget *, QLabel *> m_labels;
};
