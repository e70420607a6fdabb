// SPDX-License-Identifier: GPL-2.0-or-later
#include "query_panel_section.h"

#include <QEvent>
#include <QFormLayout>
#include <QFrame>
#include <QToolButton>
#include <QVBoxLayout>

QueryPanelSection::QueryPanelSection(QWidget *parent)
    : QWidget(parent)
{
    auto *layout = new QVBoxLayout(this);
    layout->setContentsMargins(0, 0, 0, 0);
    layout->setSpacing(2);
    m_header = new QToolButton(this);
    m_header->setCheckable(true);
    m_header->setAutoRaise(true);
    m_header->setToolButtonStyle(Qt::ToolButtonTextBesideIcon);
    m_header->setArrowType(Qt::RightArrow);
    m_header->setSizePolicy(QSizePolicy::Expanding, QSizePolicy::Fixed);
    QFont font = m_header->font();
    font.setBold(true);
    m_header->setFont(font);
    layout->addWidget(m_header);
    m_content = new QFrame(this);
    m_form = new QFormLayout(m_content);
    m_form->setContentsMargins(12, 0, 0, 4);
    m_form->setRowWrapPolicy(QFormLayout::WrapLongRows);
    m_form->setFieldGrowthPolicy(QFormLayout::AllNonFixedFieldsGrow);
    layout->addWidget(m_content);
    m_content->hide();
    connect(m_header, &QToolButton::toggled, this, &QueryPanelSection::setExpanded);
    retranslate();
}

void QueryPanelSection::setTitle(const QString &title)
{
    m_header->setText(title);
}

bool QueryPanelSection::isExpanded() const
{
    return m_header->isChecked();
}

void QueryPanelSection::changeEvent(QEvent *event)
{
    if (event->type() == QEvent::LanguageChange)
        retranslate();
    QWidget::changeEvent(event);
}

void QueryPanelSection::retranslate()
{
    //: accessible description of the header of a collapsible group of settings (Options,
    //: Advanced) in the Query panel
    m_header->setAccessibleDescription(tr("Show or hide the settings of this group"));
}

void QueryPanelSection::setExpanded(bool expanded)
{
    if (m_header->isChecked() != expanded)
        m_header->setChecked(expanded); // toggled() comes back here
    m_header->setArrowType(expanded ? Qt::DownArrow : Qt::RightArrow);
    m_content->setVisible(expanded);
}
