// SPDX-License-Identifier: GPL-2.0-or-later
#include "form_grid.h"

#include <QLabel>

FormGrid::FormGrid(QWidget *parent)
    : QGridLayout(parent)
{
    setColumnStretch(1, 1);
    setHorizontalSpacing(10);
}

int FormGrid::addRow(QLabel *label, QWidget *field)
{
    const int row = rowCount() == 1 && !itemAtPosition(0, 0) && !itemAtPosition(0, 1)
        ? 0 // QGridLayout reports one row while it is empty
        : rowCount();
    if (label) {
        label->setBuddy(field);
        addWidget(label, row, 0, Qt::AlignLeft | Qt::AlignTop);
        addWidget(field, row, 1);
        m_labels.insert(field, label);
    } else {
        addWidget(field, row, 0, 1, 2);
    }
    return row;
}

void FormGrid::setRowVisible(QWidget *field, bool visible)
{
    if (QLabel *label = labelForField(field))
        label->setVisible(visible);
    field->setVisible(visible);
}
