// SPDX-License-Identifier: GPL-2.0-or-later
#include "tool_response_card.h"

#include "json_tree_view.h"

#include <QLabel>
#include <QToolButton>
#include <QVBoxLayout>

using namespace Qt::StringLiterals;

ToolResponseCard::ToolResponseCard(const Chunk &chunk, ChunkAddress address, QWidget *parent)
    : ChunkCard(chunk, address, parent)
{
    setProperty("error", isError());
    m_name = new QLabel(this);
    m_name->setObjectName(u"toolName"_s);
    m_name->setTextFormat(Qt::PlainText);
    m_name->setTextInteractionFlags(Qt::TextSelectableByMouse);
    m_name->setText(chunk.toolName);
    QFont bold = m_name->font();
    bold.setBold(true);
    m_name->setFont(bold);
    bodyLayout()->addWidget(m_name);

    m_resource = new QLabel(this);
    m_resource->setTextFormat(Qt::PlainText);
    m_resource->setWordWrap(true);
    m_resource->setTextInteractionFlags(Qt::TextSelectableByMouse);
    m_resource->setProperty("muted", true);
    bodyLayout()->addWidget(m_resource);

    m_goTo = new QToolButton(this);
    m_goTo->setObjectName(u"goToPaired"_s);
    m_goTo->setAutoRaise(true);
    m_goTo->setCursor(Qt::PointingHandCursor);
    m_goTo->setVisible(chunk.paired.isValid());
    connect(m_goTo, &QToolButton::clicked, this, [this] { Q_EMIT goToRequested(m_chunk.paired); });
    headerLayout()->addWidget(m_goTo);

    if (isError()) {
        m_errorLabel = new QLabel(this);
        m_errorLabel->setObjectName(u"errorLabel"_s);
        m_errorLabel->setTextFormat(Qt::PlainText);
        m_errorLabel->setProperty("errorText", true);
        QFont f = m_errorLabel->font();
        f.setBold(true);
        m_errorLabel->setFont(f);
        bodyLayout()->addWidget(m_errorLabel);
        QWidget *error = addFindValue(JsonTreeView::createValueWidget(chunk.error, this));
        error->setObjectName(u"errorValue"_s);
        error->setProperty("errorText", true);
        bodyLayout()->addWidget(error);
    }
    const JsonText &result = resultOf(chunk);
    if (!result.isNull()) {
        m_outputLabel = new QLabel(this);
        m_outputLabel->setTextFormat(Qt::PlainText);
        m_outputLabel->setProperty("muted", true);
        bodyLayout()->addWidget(m_outputLabel);
        QWidget *output = addFindValue(JsonTreeView::createValueWidget(result, this));
        output->setObjectName(u"outputValue"_s);
        bodyLayout()->addWidget(output);
    }
    retranslateUi();
}

void ToolResponseCard::retranslateUi()
{
    ChunkCard::retranslateUi();
    const QString identity = toolIdentityText(m_chunk);
    m_resource->setText(identity);
    m_resource->setVisible(!identity.isEmpty());
    if (m_errorLabel)
        m_errorLabel->setText(errorTitle());
    if (m_outputLabel)
        m_outputLabel->setText(outputTitle());
    m_goTo->setText(goToText());
}

const JsonText &ToolResponseCard::resultOf(const Chunk &chunk)
{
    static const JsonText none;
    return !chunk.output.isNull() ? chunk.output : chunk.error.isNull() ? chunk.json : none;
}

QString ToolResponseCard::errorTitle()
{
    //: label of the error a tool returned
    return tr("Error");
}

QString ToolResponseCard::outputTitle()
{
    //: label of the result a tool returned
    return tr("Output");
}

QString ToolResponseCard::goToText()
{
    //: link on a tool response card that jumps to its call
    return tr("Go to call");
}
