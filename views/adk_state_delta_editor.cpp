// SPDX-License-Identifier: GPL-2.0-or-later
#include "adk_state_delta_editor.h"

#include "accessible_names.h"
#include "theme.h"

#include <QEvent>
#include <QFontDatabase>
#include <QJsonDocument>
#include <QLabel>
#include <QPlainTextEdit>
#include <QVBoxLayout>

using namespace Qt::StringLiterals;

AdkStateDeltaEditor::AdkStateDeltaEditor(QWidget *parent)
    : QWidget(parent)
{
    auto *layout = new QVBoxLayout(this);
    layout->setContentsMargins(0, 0, 0, 0);
    m_label = new QLabel(this);
    m_label->setTextFormat(Qt::PlainText);
    layout->addWidget(m_label);
    m_edit = new QPlainTextEdit(this);
    m_edit->setObjectName(u"adkStateDelta"_s);
    m_edit->setFont(QFontDatabase::systemFont(QFontDatabase::FixedFont));
    m_edit->setTabChangesFocus(true);
    m_edit->setFixedHeight(m_edit->fontMetrics().lineSpacing() * 4 + 12);
    m_edit->setPlaceholderText(u"{\"key\": \"value\"}"_s);
    layout->addWidget(m_edit);
    m_mark = new QLabel(this);
    m_mark->setObjectName(u"adkStateDeltaMark"_s);
    m_mark->setTextFormat(Qt::PlainText);
    m_mark->setWordWrap(true);
    layout->addWidget(m_mark);
    connect(m_edit, &QPlainTextEdit::textChanged, this, &AdkStateDeltaEditor::check);
    retranslate();
}

void AdkStateDeltaEditor::retranslate()
{
    //: ADK page: optional JSON object merged into the session state with the message
    m_label->setText(tr("State delta"));
    m_edit->setAccessibleName(AccessibleNames::fromLabel(m_label->text()));
    m_edit->setToolTip(
        tr("An optional JSON object merged into the session state with the message"));
    check();
}

QString AdkStateDeltaEditor::text() const
{
    return m_edit->toPlainText();
}

void AdkStateDeltaEditor::setText(const QString &text)
{
    m_edit->setPlainText(text);
}

QByteArray AdkStateDeltaEditor::json() const
{
    return m_sendable ? m_edit->toPlainText().trimmed().toUtf8() : QByteArray();
}

QString AdkStateDeltaEditor::markText() const
{
    return m_mark->text();
}

void AdkStateDeltaEditor::check()
{
    const QByteArray text = m_edit->toPlainText().toUtf8();
    QJsonParseError error;
    const QJsonDocument doc = QJsonDocument::fromJson(text, &error);
    const bool empty = text.trimmed().isEmpty();
    const bool sendable = empty || doc.isObject();
    QString mark;
    if (empty) {
        mark.clear();
    } else if (doc.isObject()) {
        //: ADK page: under the state delta editor when its text is a JSON object
        mark = tr("Valid JSON object.");
    } else if (error.error != QJsonParseError::NoError) {
        // Line and column (in characters) of the character the parser stopped at.
        // Qt's offset is just past the character that failed.
        const QByteArray before = text.left(qMax(0, error.offset - 1));
        const qsizetype lineStart = before.lastIndexOf('\n') + 1;
        //: ADK page: the state delta does not parse; %1 line, %2 column, %3 the parser's reason
        mark = tr("Line %1, column %2: %3")
                   .arg(before.count('\n') + 1)
                   .arg(QString::fromUtf8(before.mid(lineStart)).size() + 1)
                   .arg(error.errorString());
    } else {
        //: ADK page: the state delta is valid JSON but not an object (an array, a number…)
        mark
            = tr("Not a JSON object: the state delta is an object, such as {\"mood\": \"sunny\"}.");
    }
    const Theme theme = Theme::of(this);
    m_mark->setStyleSheet(Theme::colorRule(sendable ? theme.muted : theme.error));
    m_mark->setText(mark);
    m_mark->setVisible(!mark.isEmpty());
    if (sendable != m_sendable) {
        m_sendable = sendable;
        Q_EMIT sendableChanged(sendable);
    }
}

void AdkStateDeltaEditor::changeEvent(QEvent *event)
{
    if (event->type() == QEvent::LanguageChange)
        retranslate();
    QWidget::changeEvent(event);
}
