// SPDX-License-Identifier: GPL-2.0-or-later
#include "find_bar.h"

#include "items/plain_tool_tip.h"
#include "theme.h"

#include <QEvent>
#include <QHBoxLayout>
#include <QKeyEvent>
#include <QLabel>
#include <QLineEdit>
#include <QLocale>
#include <QStyle>
#include <QTimer>
#include <QToolButton>

using namespace Qt::StringLiterals;

namespace {

constexpr int kDebounceMsecs = 150;

QToolButton *makeToggle(QWidget *parent, const QString &name)
{
    auto *button = new QToolButton(parent);
    button->setObjectName(name);
    button->setCheckable(true);
    button->setAutoRaise(true);
    button->setFocusPolicy(Qt::TabFocus);
    return button;
}

} // namespace

FindBar::FindBar(QWidget *parent)
    : QWidget(parent)
    , m_debounce(new QTimer(this))
{
    setObjectName(u"findBar"_s);
    setAutoFillBackground(true);
    auto *layout = new QHBoxLayout(this);
    layout->setContentsMargins(6, 3, 6, 3);
    layout->setSpacing(4);

    m_edit = new QLineEdit(this);
    m_edit->setObjectName(u"findText"_s);
    m_edit->setClearButtonEnabled(true);
    m_edit->setMinimumWidth(220);
    m_edit->installEventFilter(this);
    m_case = makeToggle(this, u"findCase"_s);
    m_word = makeToggle(this, u"findWholeWord"_s);
    m_regex = makeToggle(this, u"findRegex"_s);
    QFont bold = m_case->font();
    bold.setBold(true);
    for (QToolButton *b : {m_case, m_word, m_regex})
        b->setFont(bold);
    m_status = new QLabel(this);
    m_status->setObjectName(u"findStatus"_s);
    m_status->setTextFormat(Qt::PlainText);
    m_status->setMinimumWidth(fontMetrics().horizontalAdvance(u"000,000 / 000,000"_s));
    m_previous = new QToolButton(this);
    m_previous->setObjectName(u"findPrevious"_s);
    m_previous->setArrowType(Qt::UpArrow);
    m_previous->setAutoRaise(true);
    m_next = new QToolButton(this);
    m_next->setObjectName(u"findNext"_s);
    m_next->setArrowType(Qt::DownArrow);
    m_next->setAutoRaise(true);
    m_close = new QToolButton(this);
    m_close->setObjectName(u"findClose"_s);
    m_close->setAutoRaise(true);
    m_close->setIcon(style()->standardIcon(QStyle::SP_TitleBarCloseButton));

    layout->addWidget(m_edit, 3);
    layout->addWidget(m_case);
    layout->addWidget(m_word);
    layout->addWidget(m_regex);
    layout->addSpacing(6);
    layout->addWidget(m_status, 2);
    layout->addWidget(m_previous);
    layout->addWidget(m_next);
    layout->addWidget(m_close);

    m_debounce->setSingleShot(true);
    m_debounce->setInterval(kDebounceMsecs);
    connect(m_debounce, &QTimer::timeout, this, &FindBar::emitQuery);
    connect(m_edit, &QLineEdit::textChanged, this, [this] {
        updateStatus();
        m_debounce->start();
    });
    for (QToolButton *b : {m_case, m_word, m_regex})
        connect(b, &QToolButton::toggled, this, [this] {
            updateStatus();
            emitQuery();
        });
    connect(m_previous, &QToolButton::clicked, this, &FindBar::findPrevious);
    connect(m_next, &QToolButton::clicked, this, &FindBar::findNext);
    connect(m_close, &QToolButton::clicked, this, &FindBar::dismiss);
    retranslateUi();
}

FindQuery FindBar::query() const
{
    FindQuery q;
    q.text = m_edit->text();
    q.caseSensitive = m_case->isChecked();
    q.wholeWord = m_word->isChecked();
    q.regex = m_regex->isChecked();
    return q;
}

void FindBar::setText(const QString &text)
{
    m_edit->setText(text);
    flush();
}

void FindBar::activate()
{
    show();
    m_edit->setFocus(Qt::ShortcutFocusReason);
    m_edit->selectAll();
    // Reopened with the previous text: apply it again (closing cleared the highlights).
    if (!isHidden() && query() != m_emitted)
        flush();
}

void FindBar::flush()
{
    m_debounce->stop();
    emitQuery();
}

void FindBar::emitQuery()
{
    m_debounce->stop();
    const FindQuery q = query();
    if (q == m_emitted)
        return;
    m_emitted = q;
    Q_EMIT queryChanged(q);
}

void FindBar::setMatchCount(int current, int total, bool complete, bool truncated)
{
    m_current = current;
    m_total = total;
    m_complete = complete;
    m_truncated = truncated;
    updateStatus();
}

void FindBar::setFileMatches(qint64 total, bool complete)
{
    m_fileTotal = total;
    m_fileComplete = complete;
    updateStatus();
}

void FindBar::findNext()
{
    if (m_debounce->isActive())
        flush();
    if (query().isEmpty())
        return;
    // Past this conversation's last match while the file has more: the next conversation.
    const bool atEnd = m_complete && (m_total == 0 || m_current == m_total - 1);
    if (atEnd && m_fileTotal > m_total)
        Q_EMIT nextConversationRequested();
    else
        Q_EMIT nextRequested();
}

void FindBar::findPrevious()
{
    if (m_debounce->isActive())
        flush();
    if (query().isEmpty())
        return;
    const bool atStart = m_complete && (m_total == 0 || m_current == 0);
    if (atStart && m_fileTotal > m_total)
        Q_EMIT previousConversationRequested();
    else
        Q_EMIT previousRequested();
}

void FindBar::dismiss()
{
    m_debounce->stop();
    hide();
    m_emitted = FindQuery {}; // reopening applies the text again
    Q_EMIT closed();
}

QString FindBar::statusText() const
{
    return m_status->text();
}

void FindBar::updateStatus()
{
    const FindQuery q = query();
    const QLocale locale;
    QString text;
    bool error = false;
    if (q.isEmpty()) {
        text.clear();
    } else if (!q.isValid()) {
        text = q.errorString();
        error = true;
    } else if (m_debounce->isActive() || q != m_emitted) {
        text = m_status->property("error").toBool() ? QString() : m_status->text();
    } else {
        QString total = locale.toString(m_total);
        if (m_truncated)
            //: find bar: more matches than were kept, e.g. "500,000+"
            total = tr("%1+").arg(total);
        if (m_total == 0 && m_complete)
            //: find bar: the text was not found in the open conversation
            text = tr("No matches");
        else if (m_total == 0)
            //: find bar: the search is still running and found nothing yet
            text = tr("Searching…");
        else if (m_current >= 0)
            //: find bar: %1 the current match number, %2 how many matches in the conversation
            text = tr("%1 of %2").arg(locale.toString(m_current + 1), total);
        else if (m_truncated)
            //: find bar: more matches than were kept; %1 the number kept, e.g. "500,000"
            text = tr("More than %1 matches").arg(locale.toString(m_total));
        else
            //: find bar: how many matches the open conversation has (none selected yet)
            text = tr("%Ln match(es)", nullptr, m_total);
        if (!m_complete && m_total > 0)
            text += u'…';
        if (m_fileTotal >= 0) {
            QString file = locale.toString(m_fileTotal);
            if (!m_fileComplete)
                file += u'…';
            //: find bar: %1 the count in this conversation, %2 how many matches in the whole file
            text = tr("%1 · %2 in file").arg(text, file);
        }
    }
    m_status->setText(text);
    m_status->setToolTip(error ? plainToolTip(text) : QString()); // quotes the typed pattern
    // Style sheets only when the error state changes: setting one restyles the widget.
    if (m_status->property("error").toBool() != error) {
        m_status->setProperty("error", error);
        const Theme theme = Theme::of(this);
        m_status->setStyleSheet(error ? Theme::colorRule(theme.error) : QString());
        m_edit->setStyleSheet(error
                ? u"QLineEdit { background: %1; }"_s.arg(Theme::css(theme.errorFieldFill))
                : QString());
    }
    m_previous->setEnabled(!q.isEmpty() && !error);
    m_next->setEnabled(!q.isEmpty() && !error);
}

void FindBar::keyPressEvent(QKeyEvent *event)
{
    if (event->key() == Qt::Key_Escape) {
        dismiss();
        event->accept();
        return;
    }
    QWidget::keyPressEvent(event);
}

bool FindBar::eventFilter(QObject *watched, QEvent *event)
{
    if (watched == m_edit && event->type() == QEvent::KeyPress) {
        auto *key = static_cast<QKeyEvent *>(event);
        if (key->key() == Qt::Key_Return || key->key() == Qt::Key_Enter) {
            if (key->modifiers() & Qt::ShiftModifier)
                findPrevious();
            else
                findNext();
            return true;
        }
        if (key->key() == Qt::Key_Escape) {
            dismiss();
            return true;
        }
    }
    return QWidget::eventFilter(watched, event);
}

void FindBar::changeEvent(QEvent *event)
{
    if (event->type() == QEvent::LanguageChange || event->type() == QEvent::LocaleChange)
        retranslateUi();
    QWidget::changeEvent(event);
}

void FindBar::retranslateUi()
{
    //: placeholder of the find bar's text field
    m_edit->setPlaceholderText(tr("Find in conversation"));
    //: find bar switch: match upper and lower case exactly; keep it 2-3 characters
    m_case->setText(tr("Aa"));
    //: tooltip of the find bar's case switch
    m_case->setToolTip(tr("Match case"));
    //: find bar switch: match whole words only; keep it 1-3 characters
    m_word->setText(tr("W"));
    //: tooltip of the find bar's whole-word switch
    m_word->setToolTip(tr("Whole words only"));
    //: find bar switch: the text is a regular expression; keep it short
    m_regex->setText(tr(".*"));
    //: tooltip of the find bar's regular expression switch
    m_regex->setToolTip(tr("Regular expression"));
    //: tooltip of the find bar's up arrow
    m_previous->setToolTip(tr("Previous match (Shift+F3, Shift+Enter)"));
    //: tooltip of the find bar's down arrow
    m_next->setToolTip(tr("Next match (F3, Enter)"));
    //: tooltip of the find bar's close button
    m_close->setToolTip(tr("Close the find bar (Esc)"));
    updateStatus();
    m_edit->setAccessibleName(m_edit->placeholderText());
    //: accessible name of the find bar's up arrow
    m_previous->setAccessibleName(tr("Previous match"));
    //: accessible name of the find bar's down arrow
    m_next->setAccessibleName(tr("Next match"));
    //: accessible name of the find bar's close button
    m_close->setAccessibleName(tr("Close the find bar"));
}
